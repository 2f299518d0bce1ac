import type { Page } from '@playwright/test';
import { bankDate } from '@/lib/berlin-group/bank-date';
import { addDays } from '@/lib/sandbox/shared/calendar';
import type { SandboxTpp } from '@/tools/tpp-kit/create-sandbox-tpp';
import { initializedTpp, scaRedirectOf } from '../fixtures/sandbox-tpp';
import type { RedirectTarget } from '../fixtures/redirect-target';
import {
  errorCode,
  expect,
  grantKariPrivateConsent,
  initiatePayment,
  kari,
  leaveReturnPage,
  paymentStatus,
  signIn,
  test,
} from '../fixtures/psu-test';

// D16: a TPP's sandbox clock moves its consents and its standing orders, and no other TPP's sandbox.

type Clock = { now: string; realTime: boolean };
type SandboxAccount = { resourceId: string; balances: { balanceType: string; balanceAmount: { amount: number } }[] };
type Customer = { customerNumber: string; accounts: SandboxAccount[] };

async function moveClock(tpp: SandboxTpp, advanceBy: string): Promise<Clock> {
  const moved = await tpp.client.request('PUT', '/v1/sandbox/clock', { body: JSON.stringify({ advanceBy }) });
  expect(moved.status, moved.text).toBe(200);
  return moved.body as Clock;
}

/** Kari's sandbox accounts with their balances, as the sandbox API shows them. */
async function kariAccounts(tpp: SandboxTpp): Promise<SandboxAccount[]> {
  const listed = await tpp.client.request('GET', '/v1/sandbox/customers?withAccounts=true');
  expect(listed.status, listed.text).toBe(200);
  const customers = (listed.body as { customers: Customer[] }).customers;
  return customers.find((customer) => customer.customerNumber === kari)?.accounts ?? [];
}

const closingBooked = (account: SandboxAccount | undefined) =>
  account?.balances.find((balance) => balance.balanceType === 'closingBooked')?.balanceAmount.amount ?? Number.NaN;

/** What another TPP can see of its sandbox: its clock and Kari's balances. */
async function sandboxOf(tpp: SandboxTpp) {
  const clock = (await tpp.client.request('GET', '/v1/sandbox/clock')).body as Clock;
  return { realTime: clock.realTime, balances: (await kariAccounts(tpp)).map(closingBooked) };
}

/** Another TPP's sandbox, as it was when the test began; `expectUntouched` checks it still is. */
const clockTest = test.extend<{ bystander: { expectUntouched: () => Promise<void> } }>({
  bystander: async ({ baseURL }, use) => {
    const other = await initializedTpp(baseURL ?? '');
    const untouched = await sandboxOf(other);
    await use({ expectUntouched: async () => expect(await sandboxOf(other)).toEqual(untouched) });
  },
});

/** The PSU renews a consent in the browser through the link of a 401 answer: every account, Approve. */
async function renewConsent(page: Page, scaRedirect: string, tppSite: RedirectTarget): Promise<void> {
  await page.goto(scaRedirect);
  await signIn(page, kari);
  // The link asks for the context the refused request addressed: no choice of context.
  await page.waitForURL((url) => url.pathname === '/sca/consent');
  const choices = page.getByRole('checkbox');
  for (let index = 0; index < (await choices.count()); index++) await choices.nth(index).check();
  await page.getByRole('button', { name: 'Approve' }).click();
  await leaveReturnPage(page, tppSite.url('/renewed'));
}

/** The first day after `day` on the 28th or earlier: a monthly order from it falls on that day every month. */
function nextUnclampedDay(day: string): string {
  let next = addDays(day, 1);
  while (Number(next.slice(8)) > 28) next = addDays(next, 1);
  return next;
}

clockTest(
  'a consent 91 days on is 401 CONSENT_EXPIRED with scaRedirect, renewed on the moved clock',
  async ({ page, tpp, tppSite, bystander }) => {
    const psuId = await grantKariPrivateConsent(page, tpp, tppSite, 'clock');
    const headers = { 'PSU-ID': psuId, 'PSU-IP-Address': '198.51.100.7', 'TPP-Redirect-URI': tppSite.url('/renewed') };
    const accounts = () => tpp.client.request('GET', '/v1/accounts', { headers });
    expect((await accounts()).status).toBe(200);

    const moved = await moveClock(tpp, 'P91D');
    expect(moved.realTime).toBe(false);
    expect(moved.now.slice(0, 10)).toBe(addDays(bankDate(new Date()), 91));
    const expired = await accounts();
    expect([expired.status, errorCode(expired)]).toEqual([401, 'CONSENT_EXPIRED']);

    await renewConsent(page, scaRedirectOf(expired), tppSite);
    expect((await accounts()).status).toBe(200);
    await bystander.expectUntouched();
  },
);

clockTest(
  'a monthly standing order approved today books three payments three months on, in its own sandbox only',
  async ({ page, tpp, tppSite, bystander }) => {
    const before = await kariAccounts(tpp);
    const today = bankDate(new Date());
    const start = nextUnclampedDay(today);
    const created = await initiatePayment(
      tpp,
      '/v1/periodic-payments/norwegian-domestic-credit-transfers',
      {
        creditorName: 'Fjordkraft AS',
        creditorAccount: { bban: '15032080119' },
        instructedAmount: { currency: 'NOK', amount: '250.00' },
        endToEndIdentification: 'e2e-clock',
        startDate: start,
        frequency: 'Monthly',
      },
      { 'TPP-Redirect-URI': tppSite.url('/paid?state=clock'), 'PSU-Context': 'PRIVATE' },
    );
    await page.goto(created.scaRedirect);
    await signIn(page, kari);
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL((url) => url.href.startsWith(tppSite.url('/paid')));
    expect(await paymentStatus(tpp, created.status)).toEqual({ transactionStatus: 'PDNG' });

    const moved = await moveClock(tpp, 'P3M');
    const sandboxToday = moved.now.slice(0, 10);
    const after = await kariAccounts(tpp);
    const debtorIndex = after.findIndex((account, index) => closingBooked(account) !== closingBooked(before[index]));
    expect(debtorIndex).toBeGreaterThanOrEqual(0);
    // Minor units (D7): three times 250.00 NOK.
    expect(closingBooked(before[debtorIndex]) - closingBooked(after[debtorIndex])).toBe(75_000);

    const debtor = after[debtorIndex]?.resourceId ?? '';
    const entries = await tpp.client.request(
      'GET',
      `/v1/sandbox/accounts/${debtor}/transactions?fromDate=${start}&toDate=${sandboxToday}`,
    );
    expect(entries.status, entries.text).toBe(200);
    const booked = (entries.body as { creditorName: string | null; bookingDate: string | null }[])
      .filter((entry) => entry.creditorName === 'Fjordkraft AS')
      .map((entry) => entry.bookingDate ?? '')
      .sort();
    // The first date and a month and two months on: the sandbox's days, none on the real day of the test.
    expect(booked).toHaveLength(3);
    expect(booked[0]).toBe(start);
    expect(booked.every((day) => day > today && day <= sandboxToday)).toBe(true);
    expect(await paymentStatus(tpp, created.status)).toMatchObject({ transactionStatus: 'PDNG' });
    await bystander.expectUntouched();
  },
);
