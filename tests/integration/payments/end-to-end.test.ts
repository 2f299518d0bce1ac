import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { db } from '@/lib/db';
import { headlessPsu, inputValues } from '@/e2e/fixtures/headless-psu';
import { createPaymentTpp, psuOf, type PaymentTpp } from '@/tests/integration/support/payment-fixture-api';
import { newAccountNumber } from '@/tests/integration/support/sandbox-tpp';
import { bankDate } from '@/lib/berlin-group/bank-date';
import { approveWithFirstAccount } from '@/tests/integration/support/payment-fixture-psu';
import { addCorporateApprover } from '@/tests/integration/support/add-corporate-approver';

// D22–D24 together: a payment initiated by the signed API, approved on the PSU pages over HTTP and executed by the
// sandbox batch endpoint, with no database fixture for the payment itself.
const baseUrl = inject('baseUrl');
type Created = { paymentId: string; _links: Record<string, { href: string }> };
const customer = '12085592767';
let tpp: PaymentTpp;

beforeAll(async () => {
  tpp = await createPaymentTpp();
});

afterAll(async () => {
  await db.$disconnect();
});

const external = { creditorName: 'Fjordkraft AS', creditorAccount: { bban: '15032080119' } };
const nok = (amount: string) => ({ currency: 'NOK', amount });

async function initiate(
  path: string,
  body: unknown,
  headers: Record<string, string> = { 'PSU-Context': 'PRIVATE' },
): Promise<Created> {
  const response = await tpp.post(path, body, headers);
  expect(response.status, response.text).toBe(201);
  return response.body as Created;
}

/** Opens the scaRedirect link, signs in and approves from the first debtor account offered; answers where the PSU went. */
async function approve(created: Created, customerNumber = customer) {
  const psu = headlessPsu(baseUrl);
  await psu.open(created._links.scaRedirect!.href);
  const page = await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: customerNumber });
  expect(page.path).toBe('/sca/payment');
  const choice = inputValues(page, 'debtorAccount')[0] ?? '';
  return { choice: choice.split('.')[0], done: await psu.submit('/sca/actions/payment', { debtorAccount: choice }) };
}

const statusOf = async (created: Created) =>
  (await tpp.client.request('GET', created._links.status!.href)).body as {
    transactionStatus: string;
    fundsAvailable?: boolean;
  };
const runBatch = async () =>
  (await tpp.client.request('POST', '/v1/sandbox/batch-runs')).body as {
    executed: string[];
    retried: string[];
    rejected: string[];
  };

describe('what the batch needs from the API and the approval', () => {
  it('the PSU chose the debtor account: instructions from position 0, total = sum, debtor set at PDNG, then executed by the batch', async () => {
    const created = await initiate('/v1/bulk-payments/norwegian-domestic-credit-transfers', {
      batchBookingPreferred: false,
      payments: [
        { ...external, instructedAmount: nok('10.25') },
        { ...external, instructedAmount: nok('5.50') },
      ],
    });
    const { choice, done } = await approve(created);
    expect(new URL(done.tppReturnUrl ?? '').searchParams.get('psu-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await statusOf(created)).toEqual({ transactionStatus: 'PDNG' });
    const stored = await db.payment.findUniqueOrThrow({
      where: { id: created.paymentId },
      include: { instructions: { orderBy: { position: 'asc' } }, debtorAccount: true },
    });
    expect(stored.instructions.map((instruction) => [instruction.position, instruction.amount])).toEqual([
      [0, 1025n],
      [1, 550n],
    ]);
    expect(stored.totalAmount).toBe(1575n);
    expect(stored.debtorAccountId).toBe(choice);
    expect(stored.debtorAccount?.currency).toBe(stored.currency);
    expect((await runBatch()).executed).toContain(created.paymentId);
    expect(await statusOf(created)).toEqual({ transactionStatus: 'ACSC', fundsAvailable: true });
    expect(await db.transaction.count({ where: { paymentId: created.paymentId, accountId: choice } })).toBe(2);
  });

  it('the TPP gave the debtor account with a PSU-ID: it is set at PDNG and debited by the batch; a credit to an account here is ACCC', async () => {
    const psu = await psuOf(tpp.organizationIdentifier, customer);
    const debtor = psu.accounts.find((account) =>
      account.engagements.some((engagement) => engagement.roles.includes('OWNER')),
    )!;
    const creditor = psu.accounts.find((account) => account.id !== debtor.id)!;
    const created = await initiate(
      '/v1/payments/norwegian-domestic-credit-transfers',
      {
        debtorAccount: { iban: debtor.iban },
        creditorName: 'Ola Nordmann',
        creditorAccount: { iban: creditor.iban },
        instructedAmount: nok('42.00'),
      },
      { 'PSU-ID': psu.psuId, 'PSU-Context': 'PRIVATE' },
    );
    expect((await db.payment.findUniqueOrThrow({ where: { id: created.paymentId } })).debtorAccountId).toBe(debtor.id);
    const { choice } = await approve(created);
    expect(choice).toBe(debtor.id);
    expect(await statusOf(created)).toEqual({ transactionStatus: 'PDNG' });
    expect((await runBatch()).executed).toContain(created.paymentId);
    expect(await statusOf(created)).toEqual({ transactionStatus: 'ACCC', fundsAvailable: true });
  });

  it('short of funds: PDNG through the runs before the day’s last, which rejects it ACCP with fundsAvailable false', async () => {
    const created = await initiate('/v1/payments/norwegian-domestic-credit-transfers', {
      ...external,
      instructedAmount: nok('900000000.00'),
    });
    await approve(created);
    for (let run = 0; run < 2; run += 1) {
      expect((await runBatch()).retried).toContain(created.paymentId);
      expect(await statusOf(created)).toEqual({ transactionStatus: 'PDNG' });
    }
    const last = (await tpp.post('/v1/sandbox/batch-runs', { lastRunOfDay: true })).body as { rejected: string[] };
    expect(last.rejected).toContain(created.paymentId);
    expect(await statusOf(created)).toEqual({ transactionStatus: 'ACCP', fundsAvailable: false });
    expect(await db.transaction.count({ where: { paymentId: created.paymentId } })).toBe(0);
  });
});

describe('instant products are executed at approval', () => {
  const sepa = {
    creditorName: 'Muster GmbH',
    creditorAccount: { iban: 'DE89370400440532013000' },
    creditorAgent: 'COBADEFFXXX',
    creditorAddress: { townName: 'Berlin', country: 'DE' },
  };
  const bodies: Record<string, unknown> = {
    'instant-norwegian-domestic-credit-transfers-straks': { ...external, instructedAmount: nok('3.00') },
    'instant-sepa-credit-transfers': { ...sepa, instructedAmount: { currency: 'EUR', amount: '1.00' } },
  };

  beforeAll(async () => {
    // The known state (D10) is all NOK: the PSU gets a EUR account with money through the sandbox API.
    const balances = [
      { balanceType: 'closingBooked', balanceAmount: { currency: 'EUR', amount: 100_000 } },
      { balanceType: 'expected', balanceAmount: { currency: 'EUR', amount: 100_000 } },
    ];
    const created = await tpp.post('/v1/sandbox/accounts', {
      customerNumber: customer,
      bban: newAccountNumber().bban,
      currency: 'EUR',
      balances,
    });
    expect(created.status, created.text).toBe(201);
  });

  it.each(Object.keys(bodies))('%s: executed before the PSU is back at the TPP, never left ACTC', async (product) => {
    const created = await initiate(`/v1/payments/${product}`, bodies[product]);
    const { done } = await approve(created);
    expect(done.tppReturnUrl).toContain('psu-id=');
    expect(await statusOf(created)).toEqual({ transactionStatus: 'ACSC', fundsAvailable: true });
    expect(await db.transaction.count({ where: { paymentId: created.paymentId } })).toBe(1);
    expect((await runBatch()).executed).not.toContain(created.paymentId);
  });

  it('short of funds: ACCP with fundsAvailable false at once (rejected for lack of funds)', async () => {
    const created = await initiate('/v1/payments/instant-norwegian-domestic-credit-transfers-straks', {
      ...external,
      instructedAmount: nok('900000000.00'),
    });
    await approve(created);
    expect(await statusOf(created)).toEqual({ transactionStatus: 'ACCP', fundsAvailable: false });
    expect(await db.transaction.count({ where: { paymentId: created.paymentId } })).toBe(0);
  });
});

describe('the status a TPP reads after the SCA (D23: never ACTC, ACSP, ACWC, ACWP or PART)', () => {
  const paid = ['PDNG', 'ACSC', 'ACCC'];
  const periodic = { startDate: bankDate(new Date(Date.now() + 30 * 86_400_000)), frequency: 'Monthly' };
  const cases: [string, unknown, string[]][] = [
    ['/v1/payments/norwegian-domestic-credit-transfers', { ...external, instructedAmount: nok('1.00') }, ['PDNG']],
    [
      '/v1/bulk-payments/norwegian-domestic-credit-transfers',
      { payments: [{ ...external, instructedAmount: nok('1.00') }] },
      ['PDNG'],
    ],
    [
      '/v1/periodic-payments/norwegian-domestic-credit-transfers',
      { ...external, instructedAmount: nok('1.00'), ...periodic },
      ['PDNG'],
    ],
    [
      '/v1/payments/instant-norwegian-domestic-credit-transfers-straks',
      { ...external, instructedAmount: nok('1.00') },
      paid,
    ],
    [
      '/v1/bulk-payments/instant-norwegian-domestic-credit-transfers-straks',
      { payments: [{ ...external, instructedAmount: nok('1.00') }] },
      paid,
    ],
    [
      '/v1/periodic-payments/instant-norwegian-domestic-credit-transfers-straks',
      { ...external, instructedAmount: nok('1.00'), ...periodic },
      ['PDNG'],
    ],
  ];

  it.each(cases)('%s: one the client counts as paid', async (path, body, expected) => {
    const created = await initiate(path, body);
    await approve(created);
    const read = await statusOf(created);
    expect(expected).toContain(read.transactionStatus);
    const polled = (await tpp.client.request('GET', created._links.self!.href)).body as { transactionStatus: string };
    expect(polled.transactionStatus).toBe(read.transactionStatus);
  });
});

describe('an instant payment for a later day', () => {
  it('stays PDNG at approval, is left by a run before its day, and is executed by the run of its day', async () => {
    const tomorrow = bankDate(new Date(Date.now() + 86_400_000));
    const created = await initiate('/v1/payments/instant-norwegian-domestic-credit-transfers-straks', {
      ...external,
      instructedAmount: nok('4.00'),
      requestedExecutionDate: tomorrow,
    });
    await approve(created);
    expect(await statusOf(created)).toEqual({ transactionStatus: 'PDNG' });
    expect((await runBatch()).executed).not.toContain(created.paymentId);
    expect(await statusOf(created)).toEqual({ transactionStatus: 'PDNG' });
    // D22: approved, it can no longer be cancelled.
    expect((await tpp.client.request('DELETE', created._links.self!.href)).status).toBe(405);
    // Its day has come: the run executes what the approval left.
    await db.payment.update({
      where: { id: created.paymentId },
      data: { requestedExecutionDate: new Date(Date.now() - 86_400_000) },
    });
    expect((await runBatch()).executed).toContain(created.paymentId);
    expect(await statusOf(created)).toEqual({ transactionStatus: 'ACSC', fundsAvailable: true });
  });
});

describe('a periodic payment with an instant product', () => {
  it('waits for its schedule (PDNG) after approval: nothing is paid before its startDate, and the batch leaves it', async () => {
    const startDate = bankDate(new Date(Date.now() + 60 * 86_400_000));
    const created = await initiate('/v1/periodic-payments/instant-norwegian-domestic-credit-transfers-straks', {
      ...external,
      instructedAmount: nok('10.00'),
      startDate,
      frequency: 'Monthly',
      dayOfExecution: '1',
    });
    await approve(created);
    expect(await statusOf(created)).toEqual({ transactionStatus: 'PDNG' });
    expect(await db.transaction.count({ where: { paymentId: created.paymentId } })).toBe(0);
    expect(await runBatch()).toMatchObject({ executed: expect.not.arrayContaining([created.paymentId]) });
    expect(await statusOf(created)).toEqual({ transactionStatus: 'PDNG' });
    expect(await db.transaction.count({ where: { paymentId: created.paymentId } })).toBe(0);
  });
});

describe('DELETE while the SCA is open', () => {
  it('fails the open authorisation, and the PSU is told the provider withdrew the payment', async () => {
    const created = await initiate('/v1/payments/norwegian-domestic-credit-transfers', {
      ...external,
      instructedAmount: nok('7.00'),
    });
    const psu = headlessPsu(baseUrl);
    await psu.open(created._links.scaRedirect!.href);
    const page = await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: customer });
    expect((await tpp.client.request('DELETE', created._links.self!.href)).status).toBe(204);
    const sca = await tpp.client.request('GET', created._links.scaStatus!.href);
    expect(sca.body).toEqual({ scaStatus: 'failed' });
    const refused = await approveWithFirstAccount(psu, page);
    expect(refused.tppReturnUrl).toBe(
      'https://tpp.example/cb?state=pis&system=SCA&status=401&code=CONSENT_INVALID&message=The%20request%20was%20withdrawn%20by%20the%20provider.',
    );
    expect(await statusOf(created)).toEqual({ transactionStatus: 'CANC' });
  });
});

describe('corporate: a second authorisation', () => {
  it('POST …/authorisations on a PATC payment lets another approver finish it, and the batch executes it', async () => {
    const tppId = (await db.tpp.findUniqueOrThrow({ where: { organizationIdentifier: tpp.organizationIdentifier } }))
      .id;
    // The known state (D10) has one registrar for the corporation; the second approver is added as the bank would
    // (REGISTER and VIEW let a PSU act for the company, spec "Sandbox engagement"; APPROVE up to the limit).
    const psuCorporateId = await addCorporateApprover({ tppId, approver: customer, approvalLimit: 100_000_000n });
    const headers = { 'PSU-Context': 'CORPORATE', 'PSU-Corporate-ID': psuCorporateId };
    const created = await initiate(
      '/v1/payments/norwegian-domestic-credit-transfers',
      { ...external, instructedAmount: nok('1234.50') },
      headers,
    );
    await approve(created, '13039319955');
    expect(await statusOf(created)).toEqual({ transactionStatus: 'PATC' });
    const second = await tpp.client.request('POST', `${created._links.self!.href}/authorisations`, {
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(second.status, second.text).toBe(201);
    const secondLinks = (second.body as Created)._links;
    const { done: secondDone } = await approve({
      ...created,
      _links: { ...created._links, scaRedirect: secondLinks.scaRedirect! },
    });
    expect(secondDone.tppReturnUrl).toContain('psu-corporate-id=');
    expect(await statusOf(created)).toEqual({ transactionStatus: 'PDNG' });
    expect((await runBatch()).executed).toContain(created.paymentId);
    expect((await statusOf(created)).transactionStatus).toBe('ACSC');
  });
});
