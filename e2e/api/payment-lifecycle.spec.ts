import type { Page } from '@playwright/test';
import type { SandboxTpp } from '@/tools/tpp-kit/create-sandbox-tpp';
import {
  expect,
  grantKariPrivateConsent,
  initiatePayment,
  kari,
  paymentStatus,
  redirectParameters,
  signIn,
  test,
} from '../fixtures/psu-test';
import type { RedirectTarget } from '../fixtures/redirect-target';
import { bankDate } from '@/lib/berlin-group/bank-date';

// D22–D24 end to end: the TPP initiates with signed calls, the PSU approves in Chromium, the sandbox batch executes,
// and the AISP reads the booked entries. One payment of each service, and an instant one executed at approval.
const today = bankDate(new Date());
const payee = { creditorName: 'Fjordkraft AS', creditorAccount: { bban: '15032080119' } };
const nok = (amount: string) => ({ currency: 'NOK', amount });

/** Initiates, approves from the first account offered, and checks the redirect back; resolves to the status path. */
async function initiateAndApprove(input: {
  page: Page;
  tpp: SandboxTpp;
  tppSite: RedirectTarget;
  path: string;
  body: unknown;
  psuId?: string;
}): Promise<string> {
  const created = await initiatePayment(input.tpp, input.path, input.body, {
    'TPP-Redirect-URI': input.tppSite.url('/paid?state=life'),
    'PSU-Context': 'PRIVATE',
  });
  await input.page.goto(created.scaRedirect);
  await signIn(input.page, kari);
  await input.page.getByRole('radio').first().check();
  await input.page.getByRole('button', { name: 'Approve' }).click();
  await input.page.waitForURL((url) => url.href.startsWith(input.tppSite.url('/paid')));
  const back = redirectParameters(input.page);
  expect(back).toMatchObject({ state: 'life', context: 'PRIVATE' });
  if (input.psuId) expect(back['psu-id']).toBe(input.psuId);
  return created.status;
}

test('single, periodic and bulk: initiated, approved, PDNG, executed by the batch, booked and read back with stable ids', async ({
  page,
  tpp,
  tppSite,
}) => {
  const psuId = await grantKariPrivateConsent(page, tpp, tppSite, 'ais');

  const payments = [
    {
      path: '/v1/payments/norwegian-domestic-credit-transfers',
      body: { ...payee, instructedAmount: nok('12.34'), endToEndIdentification: 'e2e-single' },
      ids: ['e2e-single'],
      after: 'ACSC',
    },
    {
      path: '/v1/periodic-payments/norwegian-domestic-credit-transfers',
      body: {
        ...payee,
        instructedAmount: nok('5.00'),
        endToEndIdentification: 'e2e-periodic',
        startDate: today,
        frequency: 'Monthly',
      },
      ids: ['e2e-periodic'],
      // D24: a periodic payment stays PDNG between its executions; today's is booked by the run.
      after: 'PDNG',
    },
    {
      path: '/v1/bulk-payments/norwegian-domestic-credit-transfers',
      body: {
        batchBookingPreferred: false,
        payments: [
          { ...payee, instructedAmount: nok('1.00'), endToEndIdentification: 'e2e-bulk-1' },
          { ...payee, instructedAmount: nok('2.00'), endToEndIdentification: 'e2e-bulk-2' },
        ],
      },
      ids: ['e2e-bulk-1', 'e2e-bulk-2'],
      after: 'ACSC',
    },
  ];
  const statuses: string[] = [];
  for (const payment of payments) {
    const status = await initiateAndApprove({ page, tpp, tppSite, path: payment.path, body: payment.body, psuId });
    expect(await paymentStatus(tpp, status)).toEqual({ transactionStatus: 'PDNG' });
    statuses.push(status);
  }

  const run = await tpp.client.request('POST', '/v1/sandbox/batch-runs');
  expect(run.status, run.text).toBe(200);
  expect((run.body as { executed: string[] }).executed).toHaveLength(3);
  for (const [index, payment] of payments.entries()) {
    expect((await paymentStatus(tpp, statuses[index] ?? '')).transactionStatus).toBe(payment.after);
  }

  const headers = { 'PSU-ID': psuId, 'PSU-IP-Address': '198.51.100.7' };
  const read = async (path: string) => {
    const response = await tpp.client.request('GET', path, { headers });
    expect(response.status, `${path}: ${response.text}`).toBe(200);
    return response.body;
  };
  const booked = async () => {
    const { accounts } = (await read('/v1/accounts')) as { accounts: { resourceId: string }[] };
    const entries: { accountId: string; transactionId: string; endToEndId?: string }[] = [];
    for (const { resourceId } of accounts) {
      const report = (await read(`/v1/accounts/${resourceId}/transactions?bookingStatus=booked&dateFrom=${today}`)) as {
        transactions: { booked: { transactionId: string; endToEndId?: string }[] };
      };
      entries.push(
        ...report.transactions.booked
          .filter((entry) => entry.endToEndId?.startsWith('e2e-'))
          .map((entry) => ({ ...entry, accountId: resourceId })),
      );
    }
    return entries.sort((left, right) => (left.endToEndId ?? '').localeCompare(right.endToEndId ?? ''));
  };
  const first = await booked();
  expect(first.map((entry) => entry.endToEndId)).toEqual(['e2e-bulk-1', 'e2e-bulk-2', 'e2e-periodic', 'e2e-single']);
  expect(await booked()).toEqual(first);
  const single = first.find((entry) => entry.endToEndId === 'e2e-single');
  const one = (await read(`/v1/accounts/${single?.accountId}/transactions/${single?.transactionId}`)) as {
    transactionsDetails: { transactionDetails: { transactionId: string } };
  };
  expect(one.transactionsDetails.transactionDetails.transactionId).toBe(single?.transactionId);
});

test('an instant payment is executed at approval: the status read right after the redirect is ACSC', async ({
  page,
  tpp,
  tppSite,
}) => {
  const status = await initiateAndApprove({
    page,
    tpp,
    tppSite,
    path: '/v1/payments/instant-norwegian-domestic-credit-transfers-straks',
    body: { ...payee, instructedAmount: nok('3.00') },
  });
  expect(await paymentStatus(tpp, status)).toEqual({ transactionStatus: 'ACSC', fundsAvailable: true });
});
