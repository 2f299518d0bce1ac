import { describe, expect, inject, it } from 'vitest';
import { headlessPsu, inputValues } from '@/e2e/fixtures/headless-psu';
import { db } from '@/lib/db';
import { bankTomorrow, paymentTppOfFile, psuOf } from '@/tests/integration/support/payment-fixture-api';
import { pageText } from '@/tests/integration/support/page-text';
import { availableFunds } from '@/lib/payments/batch/available-funds';
import { formatAccount } from '@/lib/psu/format-account';
import { formatMoney } from '@/lib/psu/i18n/messages';

// D25: the PSU approves a signing basket on one page: every payment and the total, one debtor account choice, dynamic
// linking over the set, each payment moved as D23's single approval moves it, Cancel rejecting them.
const baseUrl = inject('baseUrl');
const tpp = paymentTppOfFile();

const tomorrow = bankTomorrow();
const nok = (minor: bigint) => formatMoney(minor, 'NOK', 'en').replace(/\u00a0|\u202f/g, ' ');
const payees = [
  {
    creditorName: 'Fjordkraft AS',
    creditorAccount: { bban: '15032080119' },
    instructedAmount: { currency: 'NOK', amount: '100.00' },
  },
  {
    creditorName: 'Kari Nordmann',
    creditorAccount: { bban: '86011117947' },
    instructedAmount: { currency: 'NOK', amount: '250.50' },
  },
  {
    creditorName: 'Oslo kommune',
    creditorAccount: { bban: '12345678903' },
    instructedAmount: { currency: 'NOK', amount: '49.50' },
  },
];

/** Three Norwegian domestic payments (no debtor account: the PSU chooses) in one basket, through the signed API. */
async function basketOfThree(headers: Record<string, string> = {}, initiationHeaders: Record<string, string> = {}) {
  const paymentIds: string[] = [];
  for (const payee of payees) {
    const response = await tpp.post(
      '/v1/payments/norwegian-domestic-credit-transfers',
      { ...payee, requestedExecutionDate: tomorrow },
      initiationHeaders,
    );
    if (response.status !== 201) throw new Error(`initiation answered ${response.status}: ${response.text}`);
    paymentIds.push((response.body as { paymentId: string }).paymentId);
  }
  const created = await tpp.post('/v1/signing-baskets', { paymentIds }, { 'PSU-Context': 'PRIVATE', ...headers });
  if (created.status !== 201) throw new Error(`basket answered ${created.status}: ${created.text}`);
  const body = created.body as {
    basketId: string;
    _links: { scaRedirect: { href: string }; scaStatus: { href: string } };
  };
  return {
    paymentIds,
    basketId: body.basketId,
    scaRedirect: body._links.scaRedirect.href,
    authorisationId: body._links.scaStatus.href.split('/').at(-1) ?? '',
  };
}

async function signIn(scaRedirect: string) {
  const psu = headlessPsu(baseUrl);
  const opened = await psu.open(scaRedirect);
  expect(opened.path).toBe('/sca/sign-in');
  const page = await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: '12085592767' });
  return { psu, page };
}

const statuses = async (paymentIds: string[]) =>
  Promise.all(paymentIds.map(async (id) => (await db.payment.findUniqueOrThrow({ where: { id } })).status));
const scaOf = async (authorisationId: string) =>
  (await db.authorisation.findUniqueOrThrow({ where: { id: authorisationId } })).scaStatus;

describe('the signing basket approval page', () => {
  it('lists each payment with amount and payee, the total, and one choice of the PSU’s accounts', async () => {
    const basket = await basketOfThree();
    const { page } = await signIn(basket.scaRedirect);
    expect(page.path).toBe('/sca/basket');
    const shown = pageText(page);
    expect(shown).toContain('Approve 3 payments initiated by');
    for (const expected of [
      'From the account you choose below',
      'NOK 100.00 to Fjordkraft AS, 1503 20 80119',
      'NOK 250.50 to Kari Nordmann, 8601 11 17947',
      'NOK 49.50 to Oslo kommune, 1234 56 78903',
      'Number of payments 3 Total NOK 400.00 Fee NOK 0.00',
    ])
      expect(shown).toContain(expected);
    expect(inputValues(page, 'debtorAccount').length).toBeGreaterThan(0);
    expect(page.html).toContain('>Approve<');
    expect(page.html).toContain('>Cancel<');
  });

  it('shows the service level a payment was initiated with under its payee (D22)', async () => {
    const urgent = {
      creditorName: 'Muster GmbH',
      creditorAccount: { iban: 'DE89370400440532013000' },
      creditorAgent: 'COBADEFFXXX',
      creditorAddress: { townName: 'Berlin', country: 'DE' },
      instructedAmount: { currency: 'NOK', amount: '900.00' },
      serviceLevel: 'URGP',
    };
    const initiated = await tpp.post('/v1/payments/cross-border-credit-transfers', urgent);
    expect(initiated.status, initiated.text).toBe(201);
    const created = await tpp.post(
      '/v1/signing-baskets',
      { paymentIds: [(initiated.body as { paymentId: string }).paymentId] },
      { 'PSU-Context': 'PRIVATE' },
    );
    expect(created.status, created.text).toBe(201);
    const { page } = await signIn(
      (created.body as { _links: { scaRedirect: { href: string } } })._links.scaRedirect.href,
    );
    expect(pageText(page)).toContain('NOK 900.00 to Muster GmbH, DE89 3704 0044 0532 0130 00 Service level: Urgent');
    // One payment: the heading and the intro in the singular.
    expect(pageText(page)).toContain('Approve 1 payment initiated by');
    expect(pageText(page)).toContain('Check the payment. Your approval applies to exactly the payment shown here.');
  });

  it('in Norwegian', async () => {
    const basket = await basketOfThree({ 'PSU-Accept-Language': 'nb' });
    const { page } = await signIn(basket.scaRedirect);
    expect(pageText(page)).toContain('Godkjenn 3 betalinger startet av');
    expect(pageText(page)).toContain('Antall betalinger 3 Totalt 400,00 kr Gebyr 0,00 kr');
    expect(page.html).toContain('>Godkjenn<');
  });

  it('groups the payments by the account paying them, names it with its balance, and counts and totals each group', async () => {
    const { tppId } = await psuOf(tpp.organizationIdentifier, '12085592767');
    const named = await db.account.findFirstOrThrow({
      where: { tppId, owner: { customerNumber: '12085592767' }, currency: 'NOK' },
      include: { balances: { select: { balanceType: true, amount: true } } },
      orderBy: { iban: 'asc' },
    });
    const paymentIds: string[] = [];
    for (const [index, payee] of payees.entries()) {
      const body = {
        ...payee,
        requestedExecutionDate: tomorrow,
        ...(index === 0 && {
          debtorAccount: { iban: named.iban },
          remittanceInformationUnstructured: 'Strøm november',
        }),
      };
      const response = await tpp.post('/v1/payments/norwegian-domestic-credit-transfers', body);
      expect(response.status, response.text).toBe(201);
      paymentIds.push((response.body as { paymentId: string }).paymentId);
    }
    const created = await tpp.post('/v1/signing-baskets', { paymentIds }, { 'PSU-Context': 'PRIVATE' });
    expect(created.status, created.text).toBe(201);
    const { psu, page } = await signIn(
      (created.body as { _links: { scaRedirect: { href: string } } })._links.scaRedirect.href,
    );
    const shown = pageText(page);
    for (const expected of [
      `From ${named.name}, ${formatAccount(named.iban)} Available balance: ${nok(availableFunds(named.balances))}`,
      'NOK 100.00 to Fjordkraft AS, 1503 20 80119 Message: Strøm november',
      'Number of payments 1 Total NOK 100.00 Fee NOK 0.00',
      'From the account you choose below',
      'Number of payments 2 Total NOK 300.00 Fee NOK 0.00',
      'Total of all payments: NOK 400.00',
    ])
      expect(shown).toContain(expected);
    // D25 dynamic linking: the named account's balance is bound too.
    const choice = inputValues(page, 'debtorAccount')[0] ?? '';
    await db.balance.updateMany({ where: { accountId: named.id }, data: { amount: { decrement: 100n } } });
    expect((await psu.submit('/sca/actions/basket', { debtorAccount: choice })).path).toBe('/sca/basket?error=changed');
    expect(await statuses(paymentIds)).toEqual(['RCVD', 'RCVD', 'RCVD']);
  });

  it('approves every payment: each PDNG from the chosen account, the SCA FINALISED, the basket ACTC', async () => {
    const basket = await basketOfThree();
    const { psu, page } = await signIn(basket.scaRedirect);
    expect((await psu.submit('/sca/actions/basket', {})).path).toBe('/sca/basket?error=choose-account');
    const choice = inputValues(page, 'debtorAccount')[0] ?? '';
    const done = await psu.submit('/sca/actions/basket', { debtorAccount: choice });
    expect(new URL(done.tppReturnUrl ?? '').searchParams.get('psu-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await statuses(basket.paymentIds)).toEqual(['PDNG', 'PDNG', 'PDNG']);
    const rows = await db.payment.findMany({ where: { id: { in: basket.paymentIds } } });
    expect(new Set(rows.map((row) => row.debtorAccountId))).toEqual(new Set([choice.split('.')[0]]));
    expect(await scaOf(basket.authorisationId)).toBe('FINALISED');
    expect((await tpp.client.request('GET', `/v1/signing-baskets/${basket.basketId}/status`)).body).toEqual({
      transactionStatus: 'ACTC',
    });
    // D22: a payment of the basket is PDNG now and cannot be deleted on its own.
    const refused = await tpp.client.request(
      'DELETE',
      `/v1/payments/norwegian-domestic-credit-transfers/${basket.paymentIds[1]}`,
    );
    expect(refused.status).toBe(405);
  });

  it('leaves no payment in an intermediate status: an instant one is executed, the others PDNG (D23)', async () => {
    const paths = [
      '/v1/payments/norwegian-domestic-credit-transfers',
      '/v1/payments/instant-norwegian-domestic-credit-transfers-straks',
    ];
    const links: string[] = [];
    for (const path of paths) {
      const response = await tpp.post(path, payees[0]);
      expect(response.status, response.text).toBe(201);
      links.push((response.body as { _links: { status: { href: string } } })._links.status.href);
    }
    const paymentIds = links.map((link) => link.split('/').at(-2) ?? '');
    const created = await tpp.post('/v1/signing-baskets', { paymentIds }, { 'PSU-Context': 'PRIVATE' });
    expect(created.status, created.text).toBe(201);
    const { basketId, _links } = created.body as { basketId: string; _links: { scaRedirect: { href: string } } };
    const { psu, page } = await signIn(_links.scaRedirect.href);
    await psu.submit('/sca/actions/basket', { debtorAccount: inputValues(page, 'debtorAccount')[0] ?? '' });
    const read = await Promise.all(links.map(async (link) => (await tpp.client.request('GET', link)).body));
    expect(read).toEqual([{ transactionStatus: 'PDNG' }, { transactionStatus: 'ACSC', fundsAvailable: true }]);
    // D25: ACTC is the basket's code for approved payments, the worst case here.
    expect((await tpp.client.request('GET', `/v1/signing-baskets/${basketId}/status`)).body).toEqual({
      transactionStatus: 'ACTC',
    });
  });

  it('dynamic linking: a payment changed after the page was shown, or an altered code, is refused and nothing moves', async () => {
    const basket = await basketOfThree();
    const { psu, page } = await signIn(basket.scaRedirect);
    const choice = inputValues(page, 'debtorAccount')[0] ?? '';
    const [account] = choice.split('.');
    expect((await psu.submit('/sca/actions/basket', { debtorAccount: `${account}.AAAA` })).path).toBe(
      '/sca/basket?error=changed',
    );
    await db.paymentInstruction.updateMany({ where: { paymentId: basket.paymentIds[2] }, data: { amount: 9_999_00n } });
    expect((await psu.submit('/sca/actions/basket', { debtorAccount: choice })).path).toBe('/sca/basket?error=changed');
    expect(await statuses(basket.paymentIds)).toEqual(['RCVD', 'RCVD', 'RCVD']);
    expect(await scaOf(basket.authorisationId)).not.toBe('FINALISED');
  });

  it('only the PSU the payments were initiated for (PSU-ID) may approve the basket', async () => {
    const { psuId } = await psuOf(tpp.organizationIdentifier, '12085592767');
    const basket = await basketOfThree({}, { 'PSU-ID': psuId });
    const psu = headlessPsu(baseUrl);
    await psu.open(basket.scaRedirect);
    const refused = await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: '13039319955' });
    expect(refused.path).toMatch(/^\/sca\/sign-in\?error=other-psu&typed=[\w-]+$/);
    expect(await scaOf(basket.authorisationId)).toBe('RECEIVED');
    const page = await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: '12085592767' });
    expect(page.path).toBe('/sca/basket');
    await psu.submit('/sca/actions/basket', { debtorAccount: inputValues(page, 'debtorAccount')[0] ?? '' });
    expect(await statuses(basket.paymentIds)).toEqual(['PDNG', 'PDNG', 'PDNG']);
  });

  it('within an active TPP session the PSU’s own browser is spared the sign-in; another browser signs in, and a basket of another PSU’s payments is refused', async () => {
    const { psuId } = await psuOf(tpp.organizationIdentifier, '12085592767');
    const session = { 'TPP-Session-ID': 'basket-session-1', 'PSU-ID': psuId };
    const first = await basketOfThree(session, { 'PSU-ID': psuId });
    const { psu, page } = await signIn(first.scaRedirect);
    await psu.submit('/sca/actions/basket', { debtorAccount: inputValues(page, 'debtorAccount')[0] ?? '' });
    const second = await basketOfThree(session, { 'PSU-ID': psuId });
    expect((await headlessPsu(baseUrl).open(second.scaRedirect)).path).toBe('/sca/sign-in');
    const third = await basketOfThree(session, { 'PSU-ID': psuId });
    const spared = await psu.open(third.scaRedirect);
    expect(spared.path).toBe('/sca/basket');
    await psu.submit('/sca/actions/basket', { debtorAccount: inputValues(spared, 'debtorAccount')[0] ?? '' });
    expect(await statuses(third.paymentIds)).toEqual(['PDNG', 'PDNG', 'PDNG']);
    const other = await psuOf(tpp.organizationIdentifier, '13039319955');
    // The session's PSU-ID on a basket of another PSU's payments: refused before any link exists (D25).
    await expect(basketOfThree(session, { 'PSU-ID': other.psuId })).rejects.toThrow(
      /^basket answered 400: .*PSU-ID names another PSU/,
    );
  });

  it('Cancel fails the SCA and rejects the payments (as a single payment’s Cancel, D23); the basket reports RJCT', async () => {
    const basket = await basketOfThree();
    const { psu } = await signIn(basket.scaRedirect);
    const back = await psu.submit('/sca/actions/cancel', { confirmed: 'yes' });
    expect(new URL(back.tppReturnUrl ?? '').searchParams.get('code')).toBe('PAYMENT_FAILED');
    expect(await scaOf(basket.authorisationId)).toBe('FAILED');
    expect(await statuses(basket.paymentIds)).toEqual(['RJCT', 'RJCT', 'RJCT']);
    expect((await tpp.client.request('GET', `/v1/signing-baskets/${basket.basketId}/status`)).body).toEqual({
      transactionStatus: 'RJCT',
    });
  });
});
