import { describe, expect, inject, it } from 'vitest';
import { db } from '@/lib/db';
import { availableFunds } from '@/lib/payments/batch/available-funds';
import { formatAccount } from '@/lib/psu/format-account';
import { formatMoney } from '@/lib/psu/i18n/messages';
import { headlessPsu, inputValues } from '@/e2e/fixtures/headless-psu';
import { accountOf, monthlyNextYear, nextYear } from '@/tests/integration/support/payment-fixture-psu';
import { approvalTppOfFile } from '@/tests/integration/support/approval-tpp-of-file';
import { pageText } from '@/tests/integration/support/page-text';

// D23: what a payment's approval page shows beyond amount and payee, each bound into the approval code:
// the message or KID, the fee, the paying account's available balance, a standing order's count and total.
const baseUrl = inject('baseUrl');
const tpp = approvalTppOfFile();
const customerNumber = '12085592767';

async function signIn(scaRedirect: string, nationalIdentityNumber = customerNumber) {
  const psu = headlessPsu(baseUrl);
  await psu.open(scaRedirect);
  const page = await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber });
  return { psu, page };
}

const nok = (minor: bigint) => formatMoney(minor, 'NOK', 'en').replace(/\u00a0|\u202f/g, ' ');
const statusOf = async (paymentId: string) => (await db.payment.findUniqueOrThrow({ where: { id: paymentId } })).status;
const withBalances = (id: string) =>
  db.account.findUniqueOrThrow({
    where: { id },
    include: { balances: { select: { balanceType: true, amount: true } } },
  });

const electricity = {
  amount: 123450n,
  creditorName: 'Fjordkraft AS',
  creditorBban: '15032080119',
  remittanceInformationUnstructured: 'Strøm november',
};
const invoice = {
  amount: 98000n,
  creditorName: 'Heimstaden AS',
  creditorIban: 'NO9386011117947',
  remittanceInformationStructured: [{ reference: '20261187000025', referenceType: 'SCOR' }],
};

describe('the payment approval page shows', () => {
  it('the message, the payee’s account in the national form, the fee and each account’s available balance', async () => {
    const { page } = await signIn((await tpp.payment({ instructions: [electricity] })).scaRedirect);
    const shown = pageText(page);
    for (const expected of ['To Fjordkraft AS 1503 20 80119', 'Message Strøm november', `Fee ${nok(0n)}`])
      expect(shown).toContain(expected);
    const choices = inputValues(page, 'debtorAccount');
    expect(choices.length).toBeGreaterThan(0);
    for (const choice of choices) {
      const account = await withBalances(choice.split('.')[0] ?? '');
      expect(shown).toContain(
        `${formatAccount(account.iban)} · Available balance ${nok(availableFunds(account.balances))}`,
      );
    }
  });

  it('the KID the TPP sent, and the grouped IBAN of a payee', async () => {
    const { page } = await signIn((await tpp.payment({ instructions: [invoice] })).scaRedirect);
    expect(pageText(page)).toContain('To Heimstaden AS NO93 8601 1117 947 KID / reference 20261187000025');
  });

  it('a fee by the price list for a product without one in the fee table (D22)', async () => {
    const created = await tpp.payment({
      product: 'cross-border-credit-transfers',
      instructions: [{ amount: 90000n, creditorName: 'Muster GmbH', creditorIban: 'DE89370400440532013000' }],
    });
    expect(pageText((await signIn(created.scaRedirect)).page)).toContain(
      'Fee By the price list, charged when the payment is carried out',
    );
  });

  it('the account the TPP named, with its grouped number and available balance', async () => {
    const mine = await accountOf({ tppId: tpp.tppId, customerNumber, index: 1 });
    const { page } = await signIn((await tpp.payment({ debtorIban: mine.iban })).scaRedirect);
    const account = await withBalances(mine.id);
    expect(pageText(page)).toContain(
      `From: ${mine.name}, ${formatAccount(mine.iban)} Available balance: ${nok(availableFunds(account.balances))}`,
    );
  });

  it('a standing order titled as one, with its number of payments, total and fee per payment', async () => {
    const created = await tpp.payment({ service: 'periodic_payments', schedule: monthlyNextYear });
    const { page } = await signIn(created.scaRedirect);
    expect(page.html).toMatch(/<title>Approve a standing order\b/);
    const shown = pageText(page);
    for (const expected of [
      'Approve a standing order initiated by',
      'Check the standing order.',
      'Number of payments 12',
      `Total ${nok(12n * 123450n)}`,
      `Fee per payment ${nok(0n)}`,
    ])
      expect(shown).toContain(expected);
    expect(shown).not.toContain('Approve a payment initiated by');
  });

  it('a standing order without an end date: until cancelled, in English and Norwegian', async () => {
    const schedule = { frequency: 'Monthly', startDate: `${nextYear}-01-05` };
    const english = pageText(
      (await signIn((await tpp.payment({ service: 'periodic_payments', schedule })).scaRedirect)).page,
    );
    for (const expected of [
      'Last payment Until cancelled',
      'Number of payments Until cancelled',
      'Total Until cancelled',
    ])
      expect(english).toContain(expected);
    const norwegian = pageText(
      (
        await signIn(
          (await tpp.payment({ service: 'periodic_payments', schedule, psu: { psuAcceptLanguage: 'nb' } })).scaRedirect,
        )
      ).page,
    );
    for (const expected of ['Godkjenn en fast betaling startet av', 'Antall betalinger Til den stoppes'])
      expect(norwegian).toContain(expected);
  });

  it('a bulk payment in the payment list: titled and worded for several payments, its group counted and totalled', async () => {
    const created = await tpp.payment({
      service: 'bulk_payments',
      instructions: [
        { ...electricity, amount: 10000n, remittanceInformationUnstructured: 'Månedskort' },
        { ...invoice, amount: 25050n },
      ],
    });
    const { page } = await signIn(created.scaRedirect);
    expect(page.html).toMatch(/<title>Approve payments\b/);
    const shown = pageText(page);
    for (const expected of [
      'Approve 2 payments initiated by',
      'Check the payments.',
      'From the account you choose below',
      `${nok(10000n)} to Fjordkraft AS, 1503 20 80119 Message: Månedskort`,
      `${nok(25050n)} to Heimstaden AS, NO93 8601 1117 947 KID / reference: 20261187000025`,
      `Number of payments 2 Total ${nok(35050n)} Fee ${nok(0n)}`,
    ])
      expect(shown).toContain(expected);
    expect(shown).not.toContain('Check the payment.');
  });
});

describe('the customer addressed', () => {
  const inSek = { currency: 'SEK', instructions: [{ ...electricity, currency: 'SEK' }] };

  it('privately: no account of yours to pay from', async () => {
    const { page } = await signIn((await tpp.payment(inSek)).scaRedirect);
    expect(pageText(page)).toContain('You have no account in SEK that you may pay from in this context.');
  });

  it('for a company: no account of the company’s to pay from', async () => {
    const created = await tpp.payment({ ...inSek, psu: { psuContext: 'CORPORATE' } });
    const { page } = await signIn(created.scaRedirect, '13039319955');
    expect(page.path).toBe('/sca/payment');
    expect(pageText(page)).toContain('The company has no account in SEK that you may pay from.');
  });
});

describe('a shown value that changes before the approval', () => {
  it.each([
    [
      'the message',
      (id: string) =>
        db.paymentInstruction.updateMany({
          where: { paymentId: id },
          data: { remittanceInformationUnstructured: 'Strøm desember' },
        }),
    ],
    [
      'the KID',
      (id: string) =>
        db.paymentInstruction.updateMany({
          where: { paymentId: id },
          data: { remittanceInformationStructured: [{ reference: '20261187000033' }] },
        }),
    ],
    [
      'the standing order’s end, and so its number of payments and total',
      (id: string) => db.payment.update({ where: { id }, data: { endDate: new Date(`${nextYear}-11-30T00:00:00Z`) } }),
    ],
  ])('refuses the approval when %s changed, and leaves the payment RCVD', async (_name, change) => {
    const created = await tpp.payment({
      instructions: [{ ...electricity, remittanceInformationStructured: [{ reference: '20261187000025' }] }],
      service: 'periodic_payments',
      schedule: { frequency: 'Monthly', startDate: `${nextYear}-01-05`, endDate: `${nextYear}-12-05` },
    });
    const { psu, page } = await signIn(created.scaRedirect);
    const choice = inputValues(page, 'debtorAccount')[0] ?? '';
    await change(created.paymentId);
    expect((await psu.submit('/sca/actions/payment', { debtorAccount: choice })).path).toBe(
      '/sca/payment?error=changed',
    );
    expect(await statusOf(created.paymentId)).toBe('RCVD');
  });

  it('refuses the approval when the paying account’s available balance changed, and shows the new one', async () => {
    const created = await tpp.payment({ instructions: [electricity] });
    const { psu, page } = await signIn(created.scaRedirect);
    const choice = inputValues(page, 'debtorAccount')[0] ?? '';
    const accountId = choice.split('.')[0] ?? '';
    await db.balance.updateMany({ where: { accountId }, data: { amount: { decrement: 100n } } });
    const refused = await psu.submit('/sca/actions/payment', { debtorAccount: choice });
    expect(refused.path).toBe('/sca/payment?error=changed');
    const account = await withBalances(accountId);
    expect(pageText(refused)).toContain(`Available balance ${nok(availableFunds(account.balances))}`);
    expect(await statusOf(created.paymentId)).toBe('RCVD');
  });
});
