import { describe, expect, inject, it } from 'vitest';
import { bankDate } from '@/lib/berlin-group/bank-date';
import { db } from '@/lib/db';
import { runPaymentBatch } from '@/lib/payments/batch/run-payment-batch';
import { formatDate } from '@/lib/psu/i18n/messages';
import { addDays, dateToDay } from '@/lib/sandbox/shared/calendar';
import { headlessPsu, inputValues, type PsuPage } from '@/e2e/fixtures/headless-psu';
import {
  accountOf,
  approveWithFirstAccount,
  monthlyNextYear,
  nextYear,
  startPaymentAuthorisation,
} from '@/tests/integration/support/payment-fixture-psu';
import { failSignInThreeTimes } from '@/tests/integration/support/fail-sign-in-three-times';
import { approvalTppOfFile } from '@/tests/integration/support/approval-tpp-of-file';
import { pageText } from '@/tests/integration/support/page-text';

// D23: the PSU's approval of a payment (kind PAYMENT) on the SCA pages: dynamic linking, the debtor account, corporate
// limits, the status it leaves, the redirect back, and single SCA within an active TPP session.
const baseUrl = inject('baseUrl');
const tpp = approvalTppOfFile();

/** Opens the link and signs in; resolves to the page after sign-in (the payment page when the context is set). */
async function signIn(scaRedirect: string, customerNumber = '12085592767') {
  const psu = headlessPsu(baseUrl);
  const opened = await psu.open(scaRedirect);
  expect(opened.path).toBe('/sca/sign-in');
  expect(opened.html).toMatch(/Sign in to approve (a payment|a standing order|payments) from/);
  const page = await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: customerNumber });
  return { psu, page };
}

const today = () => bankDate(new Date());
const statusOf = async (paymentId: string) => (await db.payment.findUniqueOrThrow({ where: { id: paymentId } })).status;
const scaOf = async (authorisationId: string) =>
  (await db.authorisation.findUniqueOrThrow({ where: { id: authorisationId } })).scaStatus;

/** The PSU was sent back to the TPP at `tppReturnUrl`, the payment is RJCT and its SCA FAILED. */
async function expectSentBackRejected(
  created: { paymentId: string; authorisationId: string },
  back: PsuPage,
  tppReturnUrl: string,
) {
  expect(back.tppReturnUrl).toBe(tppReturnUrl);
  expect(await statusOf(created.paymentId)).toBe('RJCT');
  expect(await scaOf(created.authorisationId)).toBe('FAILED');
}

describe('the payment approval page', () => {
  it('shows the amount, payee, execution date and a radio choice of the PSU’s accounts in the payment’s currency', async () => {
    // A date ahead of today whenever the test runs: a passed one is shown otherwise (below).
    const requested = addDays(today(), 30);
    const created = await tpp.payment({ requestedExecutionDate: requested });
    const { page } = await signIn(created.scaRedirect);
    expect(page.path).toBe('/sca/payment');
    expect(pageText(page)).toContain('Amount NOK 1,234.50');
    expect(pageText(page)).toContain('Fjordkraft AS 1503 20 80119');
    expect(pageText(page)).toContain(`Execution date ${formatDate(requested, 'en')}`);
    const own = await db.account.findMany({
      where: { tppId: tpp.tppId, owner: { customerNumber: '12085592767' }, currency: 'NOK' },
    });
    const choices = inputValues(page, 'debtorAccount');
    expect(choices.map((choice) => choice.split('.')[0]).sort()).toEqual(own.map((account) => account.id).sort());
    expect(page.html).toContain('type="radio"');
    expect(page.html).not.toMatch(/<script(?![^>]*nonce)/);
  });

  it('never offers the payee’s own account as the account to pay from, by its BBAN or by its IBAN', async () => {
    const own = await db.account.findMany({
      where: { tppId: tpp.tppId, owner: { customerNumber: '12085592767' }, currency: 'NOK' },
      orderBy: { iban: 'asc' },
    });
    const [payee, other] = own;
    expect(other).toBeDefined();
    for (const creditor of [{ creditorBban: payee?.bban ?? '' }, { creditorIban: payee?.iban ?? '' }]) {
      const created = await tpp.payment({ instructions: [{ amount: 10_000n, creditorName: 'Sparing', ...creditor }] });
      const { page } = await signIn(created.scaRedirect);
      const choices = inputValues(page, 'debtorAccount');
      expect(choices.map((choice) => choice.split('.')[0]).sort()).toEqual(
        own
          .filter((account) => account.id !== payee?.id)
          .map((account) => account.id)
          .sort(),
      );
      expect(await statusOf(created.paymentId)).toBe('RCVD');
    }
  });

  it('refuses an approval without a debtor account, then approves: PDNG with the chosen account, SCA FINALISED, redirect with psu-id, tpp-session-id, context', async () => {
    const created = await tpp.payment({ psu: { tppSessionId: 'shop-session-1' } });
    const { psu, page } = await signIn(created.scaRedirect);
    expect((await psu.submit('/sca/actions/payment', {})).path).toBe('/sca/payment?error=choose-account');
    const choice = inputValues(page, 'debtorAccount')[0] ?? '';
    const done = await psu.submit('/sca/actions/payment', { debtorAccount: choice });
    const back = new URL(done.tppReturnUrl ?? '');
    expect(`${back.origin}${back.pathname}`).toBe('https://tpp.example/pay');
    expect(back.searchParams.get('state')).toBe('p1');
    expect(back.searchParams.get('psu-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(back.searchParams.get('tpp-session-id')).toBe('shop-session-1');
    expect(back.searchParams.get('context')).toBe('PRIVATE');
    const row = await db.payment.findUniqueOrThrow({ where: { id: created.paymentId } });
    expect(row.status).toBe('PDNG');
    expect(row.debtorAccountId).toBe(choice.split('.')[0]);
    expect(await scaOf(created.authorisationId)).toBe('FINALISED');
  });

  it('shows the page in Norwegian with money formatted for it', async () => {
    const created = await tpp.payment({ psu: { psuAcceptLanguage: 'nb' } });
    const psu = headlessPsu(baseUrl);
    await psu.open(created.scaRedirect);
    const page = await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: '12085592767' });
    expect(pageText(page)).toContain('Beløp 1 234,50 kr');
    expect(pageText(page)).toContain('Så snart som mulig');
    expect(page.html).toContain('>Godkjenn<');
  });

  // D22: the service level and the regulatory reporting the TPP chose are part of what the PSU approves.
  const urgent = {
    amount: 50000n,
    creditorName: 'Acme Inc',
    creditorIban: 'DE89370400440532013000',
    serviceLevel: 'URGP',
  };
  const reported = {
    amount: 70000n,
    creditorName: 'Muster GmbH',
    creditorIban: 'DE89370400440532013000',
    regulatoryReportingCode: '14',
    regulatoryReportingInformation: 'Import av varer',
  };

  it('shows an urgent service level and the regulatory reporting, in English and in Norwegian', async () => {
    const crossBorder = await tpp.payment({ product: 'cross-border-credit-transfers', instructions: [urgent] });
    expect(pageText((await signIn(crossBorder.scaRedirect)).page)).toContain('Service level Urgent');
    const sepa = await tpp.payment({ product: 'sepa-credit-transfers', instructions: [reported] });
    expect(pageText((await signIn(sepa.scaRedirect)).page)).toContain(
      'Reported to the authorities Code 14: Import av varer',
    );
    const inNorwegian = await tpp.payment({
      product: 'cross-border-credit-transfers',
      instructions: [urgent],
      psu: { psuAcceptLanguage: 'nb' },
    });
    const psu = headlessPsu(baseUrl);
    await psu.open(inNorwegian.scaRedirect);
    expect(pageText(await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: '12085592767' }))).toContain(
      'Tjenestenivå Hastebetaling',
    );
  });

  it('shows each bulk entry’s options under its payee, and none for a payment without them', async () => {
    const bulk = await tpp.payment({
      service: 'bulk_payments',
      product: 'sepa-credit-transfers',
      instructions: [
        reported,
        {
          ...reported,
          regulatoryReportingCode: undefined,
          regulatoryReportingInformation: undefined,
          creditorName: 'Kari GmbH',
        },
      ],
    });
    const page = pageText((await signIn(bulk.scaRedirect)).page);
    expect(page).toContain(
      'NOK 700.00 to Muster GmbH, DE89 3704 0044 0532 0130 00 Reported to the authorities: Code 14: Import av varer',
    );
    expect(page).toContain('NOK 700.00 to Kari GmbH, DE89 3704 0044 0532 0130 00 Execution date');
    expect(pageText((await signIn((await tpp.payment()).scaRedirect)).page)).not.toMatch(
      /Service level|Reported to the authorities/,
    );
  });

  it('TPP-Redirect-Preferred: false shows the payment in the (simulated) app, where it is approved', async () => {
    const created = await tpp.payment({ psu: { tppRedirectPreferred: false } });
    const { psu, page } = await signIn(created.scaRedirect);
    expect(pageText(page)).toContain('Nordbank app (simulated)');
    expect(pageText(page)).toContain('Amount NOK 1,234.50');
    expect(await scaOf(created.authorisationId)).toBe('STARTED');
    await approveWithFirstAccount(psu, page);
    expect(await statusOf(created.paymentId)).toBe('PDNG');
    expect(await scaOf(created.authorisationId)).toBe('FINALISED');
  });

  it('shows a periodic payment’s schedule and a bulk payment’s count and total', async () => {
    const periodic = await tpp.payment({
      service: 'periodic_payments',
      schedule: { ...monthlyNextYear, executionRule: 'following' },
    });
    const periodicPage = pageText((await signIn(periodic.scaRedirect)).page);
    for (const shown of [
      'Frequency Every month',
      `First payment 5 January ${nextYear}`,
      `Last payment 5 December ${nextYear}`,
      'Day of execution Day 5 of the month',
      'The next banking day',
    ])
      expect(periodicPage).toContain(shown);
    const bulk = await tpp.payment({
      service: 'bulk_payments',
      instructions: [
        { amount: 10000n, creditorName: 'Ruter AS', creditorBban: '15032080119' },
        { amount: 25050n, creditorName: 'Oslo Kommune', creditorIban: 'NO9386011117947' },
      ],
    });
    const bulkPage = pageText((await signIn(bulk.scaRedirect)).page);
    expect(bulkPage).toContain('Approve 2 payments initiated by');
    expect(bulkPage).toContain('Number of payments 2');
    expect(bulkPage).toContain('Total NOK 350.50');
    expect(bulkPage).toContain('NOK 250.50 to Oslo Kommune, NO93 8601 1117 947');
  });

  it('shows the schedule’s own first and last payment, not startDate and endDate, and the months of MonthlyVariable (D23)', async () => {
    const monthly = await tpp.payment({
      service: 'periodic_payments',
      schedule: {
        frequency: 'Monthly',
        startDate: `${nextYear}-01-20`,
        endDate: `${nextYear}-06-30`,
        dayOfExecution: '5',
      },
    });
    const monthlyPage = pageText((await signIn(monthly.scaRedirect)).page);
    for (const shown of [`First payment 5 February ${nextYear}`, `Last payment 5 June ${nextYear}`])
      expect(monthlyPage).toContain(shown);
    const variable = await tpp.payment({
      service: 'periodic_payments',
      schedule: { frequency: 'MonthlyVariable', startDate: `${nextYear}-01-20`, monthsOfExecution: ['10', '3'] },
    });
    const variablePage = pageText((await signIn(variable.scaRedirect)).page);
    for (const shown of [
      'Frequency In chosen months',
      'Months March, October',
      `First payment 20 March ${nextYear}`,
      'Last payment Until cancelled',
    ])
      expect(variablePage).toContain(shown);
  });
});

describe('dynamic linking', () => {
  it.each([
    ['an altered code', (choice: string) => `${choice.slice(0, -2)}AA`],
    ['no code', (choice: string) => choice.split('.')[0] ?? ''],
    [
      'another account with this code',
      (choice: string, other: string) => `${other.split('.')[0]}.${choice.split('.')[1]}`,
    ],
  ])('refuses %s and leaves the payment RCVD', async (_name, tamper) => {
    const created = await tpp.payment();
    const { psu, page } = await signIn(created.scaRedirect);
    const [choice = '', other = ''] = inputValues(page, 'debtorAccount');
    expect((await psu.submit('/sca/actions/payment', { debtorAccount: tamper(choice, other) })).path).toBe(
      '/sca/payment?error=changed',
    );
    expect(await statusOf(created.paymentId)).toBe('RCVD');
    expect(await scaOf(created.authorisationId)).toBe('PSU_AUTHENTICATED');
  });

  it('refuses an approval when the payment changed after the page was shown; the page then shows the new amount', async () => {
    const created = await tpp.payment();
    const { psu, page } = await signIn(created.scaRedirect);
    const choice = inputValues(page, 'debtorAccount')[0] ?? '';
    await db.paymentInstruction.updateMany({ where: { paymentId: created.paymentId }, data: { amount: 9_999_900n } });
    await db.payment.update({ where: { id: created.paymentId }, data: { totalAmount: 9_999_900n } });
    const refused = await psu.submit('/sca/actions/payment', { debtorAccount: choice });
    expect(refused.path).toBe('/sca/payment?error=changed');
    expect(pageText(refused)).toContain('NOK 99,999.00');
    expect(await statusOf(created.paymentId)).toBe('RCVD');
    const fresh = inputValues(refused, 'debtorAccount')[0] ?? '';
    expect(fresh).not.toBe(choice);
    expect((await psu.submit('/sca/actions/payment', { debtorAccount: fresh })).tppReturnUrl).toContain('psu-id=');
    expect(await statusOf(created.paymentId)).toBe('PDNG');
  });

  it('a code is bound to its browser session: another approver’s page cannot reuse it', async () => {
    const created = await tpp.payment();
    const second = await startPaymentAuthorisation({
      tppId: tpp.tppId,
      paymentId: created.paymentId,
      psu: { psuContext: 'PRIVATE' },
    });
    const first = await signIn(created.scaRedirect);
    const other = await signIn(second.scaRedirect);
    const [choice = ''] = inputValues(first.page, 'debtorAccount');
    const [otherChoice = ''] = inputValues(other.page, 'debtorAccount');
    expect(otherChoice.split('.')[0]).toBe(choice.split('.')[0]);
    expect(otherChoice).not.toBe(choice);
    expect((await other.psu.submit('/sca/actions/payment', { debtorAccount: choice })).path).toBe(
      '/sca/payment?error=changed',
    );
    expect(await statusOf(created.paymentId)).toBe('RCVD');
  });
});

describe('the debtor account named by the TPP', () => {
  it('when it is the PSU’s, it is shown fixed and used', async () => {
    const mine = await accountOf({ tppId: tpp.tppId, customerNumber: '12085592767', index: 1 });
    const created = await tpp.payment({ debtorIban: mine.iban });
    const { psu, page } = await signIn(created.scaRedirect);
    expect(page.html).not.toContain('type="radio"');
    expect(pageText(page)).toContain(`From: ${mine.name}`);
    expect(inputValues(page, 'debtorAccount').map((choice) => choice.split('.')[0])).toEqual([mine.id]);
    await approveWithFirstAccount(psu, page);
    expect(await db.payment.findUniqueOrThrow({ where: { id: created.paymentId } })).toMatchObject({
      status: 'PDNG',
      debtorAccountId: mine.id,
    });
  });

  it('when it is not the PSU’s, the page says so without Approve, and the SCA fails: FAILED, RJCT, PAYMENT_FAILED back to the TPP', async () => {
    const theirs = await accountOf({ tppId: tpp.tppId, customerNumber: '13039319955' });
    const created = await tpp.payment({ debtorIban: theirs.iban });
    const { psu, page } = await signIn(created.scaRedirect);
    expect(pageText(page)).toContain('The provider asked to pay from an account you may not pay from in this context.');
    expect(page.html).not.toContain('>Approve<');
    const forged = await psu.submit('/sca/actions/payment', { debtorAccount: `${theirs.id}.x` });
    await expectSentBackRejected(
      created,
      forged,
      'https://tpp.example/pay?state=p1&system=SCA&status=400&code=PAYMENT_FAILED&message=The%20customer%20may%20not%20pay%20from%20the%20debtor%20account%20given%20in%20the%20payment.',
    );
  });

  it('no account in the payment’s currency: nothing to approve', async () => {
    const created = await tpp.payment({
      currency: 'EUR',
      product: 'sepa-credit-transfers',
      instructions: [{ amount: 500n, creditorName: 'Zalando SE', creditorIban: 'DE89370400440532013000' }],
    });
    const { page } = await signIn(created.scaRedirect);
    expect(pageText(page)).toContain('You have no account in EUR that you may pay from in this context.');
    expect(page.html).not.toContain('>Approve<');
  });
});

describe('status after approval and failure', () => {
  it.each(['instant-sepa-credit-transfers', 'instant-norwegian-domestic-credit-transfers-straks'])(
    'an instant product (%s) is executed at approval, never left ACTC for the batch',
    async (product) => {
      const created = await tpp.payment({ product });
      const { psu, page } = await signIn(created.scaRedirect);
      await approveWithFirstAccount(psu, page);
      expect(await statusOf(created.paymentId)).toBe('ACSC');
    },
  );

  it('Cancel fails the SCA and rejects the payment', async () => {
    const created = await tpp.payment();
    const { psu } = await signIn(created.scaRedirect);
    const back = await psu.submit('/sca/actions/cancel', { confirmed: 'yes' });
    await expectSentBackRejected(
      created,
      back,
      'https://tpp.example/pay?state=p1&system=SCA&status=400&code=PAYMENT_FAILED&message=The%20customer%20cancelled%20the%20payment.',
    );
  });

  it('a payment the TPP cancelled meanwhile: Approve is refused, only Cancel is offered, and the TPP hears it was withdrawn', async () => {
    const created = await tpp.payment();
    const { psu, page } = await signIn(created.scaRedirect);
    await db.payment.update({ where: { id: created.paymentId }, data: { status: 'CANC' } });
    const refused = await approveWithFirstAccount(psu, page);
    expect(refused.path).toBe('/sca/payment?error=not-waiting');
    expect(refused.html).not.toContain('>Approve<');
    expect((await psu.submit('/sca/actions/cancel', { confirmed: 'yes' })).tppReturnUrl).toBe(
      'https://tpp.example/pay?state=p1&system=SCA&status=401&code=CONSENT_INVALID&message=The%20request%20was%20withdrawn%20by%20the%20provider.',
    );
    expect(await statusOf(created.paymentId)).toBe('CANC');
  });

  it('three failed sign-ins fail the SCA and reject the payment', async () => {
    const created = await tpp.payment();
    await failSignInThreeTimes(created.scaRedirect);
    expect(await scaOf(created.authorisationId)).toBe('FAILED');
    expect(await statusOf(created.paymentId)).toBe('RJCT');
  });

  it('two approvals of one payment at once: one wins, the other is told the payment no longer waits', async () => {
    const created = await tpp.payment();
    const second = await startPaymentAuthorisation({
      tppId: tpp.tppId,
      paymentId: created.paymentId,
      psu: { psuContext: 'PRIVATE' },
    });
    const [one, two] = await Promise.all([signIn(created.scaRedirect), signIn(second.scaRedirect)]);
    const results = await Promise.all([one, two].map(({ psu, page }) => approveWithFirstAccount(psu, page)));
    expect(results.filter((result) => result.tppReturnUrl?.includes('psu-id='))).toHaveLength(1);
    expect(results.filter((result) => result.path === '/sca/payment?error=not-waiting')).toHaveLength(1);
    expect(await statusOf(created.paymentId)).toBe('PDNG');
    expect(await db.authorisation.count({ where: { paymentId: created.paymentId, scaStatus: 'FINALISED' } })).toBe(1);
  });
});

// D23, D24: a payment approved after its date. The test server has no scheduled batch runs (XS2A_BATCH_TIMES=off: on
// demand only), so all of today can still be paid; the day's last run is covered by the unit tests of the date rule.
describe('approval after the payment’s date', () => {
  const shownDate = (day: string) => formatDate(day, 'en');
  const debitDates = async (paymentId: string) =>
    (
      await db.transaction.findMany({ where: { paymentId, amount: { lt: 0n } }, orderBy: { transactionDate: 'asc' } })
    ).map((entry) => entry.transactionDate && dateToDay(entry.transactionDate));
  const approve = async (scaRedirect: string) => {
    const { psu, page } = await signIn(scaRedirect);
    return {
      page,
      done: await approveWithFirstAccount(psu, page),
    };
  };

  it('a standing order whose first dates passed pays from its next date the batch can reach, shown as its first payment', async () => {
    const startDate = addDays(today(), -2);
    const created = await tpp.payment({
      service: 'periodic_payments',
      instructions: [{ amount: 100n, creditorName: 'Fjordkraft AS', creditorBban: '15032080119' }],
      schedule: { frequency: 'Daily', startDate },
    });
    const { page, done } = await approve(created.scaRedirect);
    expect(pageText(page)).toContain(
      `First payment ${shownDate(today())} Earlier dates of the schedule have passed and are not paid.`,
    );
    expect(done.tppReturnUrl).toContain('psu-id=');
    expect(await db.payment.findUniqueOrThrow({ where: { id: created.paymentId } })).toMatchObject({
      status: 'PDNG',
      firstPaymentDate: new Date(`${today()}T00:00:00Z`),
    });
    // Yesterday's last run caught up late (as the scheduler does after downtime) meets yesterday's date: not paid.
    const yesterday = addDays(today(), -1);
    await runPaymentBatch({ tppId: tpp.tppId, now: new Date(), day: yesterday, isLastRunOfDay: true });
    await runPaymentBatch({ tppId: tpp.tppId, now: new Date(), isLastRunOfDay: false });
    expect(await debitDates(created.paymentId)).toEqual([today()]);
    expect(await statusOf(created.paymentId)).toBe('PDNG');
  });

  it('a standing order whose every date passed is refused: the page says so without Approve, the payment is RJCT, the TPP hears EXECUTION_DATE_INVALID', async () => {
    const created = await tpp.payment({
      service: 'periodic_payments',
      schedule: { frequency: 'Weekly', startDate: addDays(today(), -20), endDate: addDays(today(), -1) },
    });
    const { psu, page } = await signIn(created.scaRedirect);
    expect(pageText(page)).toContain('Every payment date of this standing order has passed. It cannot be approved');
    expect(pageText(page)).toContain('First payment None');
    expect(page.html).not.toContain('>Approve<');
    const refused = await approveWithFirstAccount(psu, page);
    await expectSentBackRejected(
      created,
      refused,
      'https://tpp.example/pay?state=p1&system=SCA&status=400&code=EXECUTION_DATE_INVALID&message=Every%20payment%20date%20of%20the%20standing%20order%20passed%20before%20the%20customer%20approved%20it.',
    );
  });

  it('Cancel on a standing order whose every date passed tells the TPP why', async () => {
    const created = await tpp.payment({
      service: 'periodic_payments',
      schedule: { frequency: 'Monthly', startDate: addDays(today(), -40), endDate: addDays(today(), -1) },
    });
    const { psu } = await signIn(created.scaRedirect);
    expect((await psu.submit('/sca/actions/cancel', { confirmed: 'yes' })).tppReturnUrl).toContain(
      'code=EXECUTION_DATE_INVALID',
    );
    expect(await statusOf(created.paymentId)).toBe('RJCT');
  });

  it('a single payment whose requested date passed shows it as executed as soon as possible, and the next run pays it', async () => {
    const requested = addDays(today(), -3);
    const created = await tpp.payment({ requestedExecutionDate: requested });
    const { page, done } = await approve(created.scaRedirect);
    expect(pageText(page)).toContain(
      `Execution date As soon as possible: the requested date, ${shownDate(requested)}, has passed`,
    );
    expect(done.tppReturnUrl).toContain('psu-id=');
    expect(await statusOf(created.paymentId)).toBe('PDNG');
    await runPaymentBatch({ tppId: tpp.tppId, now: new Date(), isLastRunOfDay: false });
    expect(await statusOf(created.paymentId)).toBe('ACSC');
    expect(await debitDates(created.paymentId)).toEqual([today()]);
  });
});
