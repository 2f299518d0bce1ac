import { bankDate } from '@/lib/berlin-group/bank-date';
import {
  approvedPrivately,
  expect,
  initiatePayment,
  ola,
  paymentStatus,
  returnedTo,
  signIn,
  test,
} from '../fixtures/psu-test';
import { nokTransfer } from '../fixtures/nok-transfer';

// D23: one payment of each service, initiated with the signed API (D22), approved by a private PSU in Chromium at
// 1280 px; the page shows what the approval is bound to: payee in the national form, message, fee, a standing order's
// count and total, a bulk in the payment list grouped by paying account, and each account's available balance.
test.use({ viewport: { width: 1280, height: 900 } });

type Service = {
  path: string;
  body: unknown;
  /** What the sign-in page says is approved. */
  approves: string;
  heading: RegExp;
  intro: string;
  shown: [string, string][];
  lines?: string[];
};

// Dates ahead of the bank's date, so that the API accepts them whenever the test runs (D11, D22).
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const shownDate = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
const executionDate = addDays(bankDate(new Date()), 5);
// The first 5th of a month at least five days ahead, and the 5th eleven months later.
const firstFifth = (() => {
  const [year, month, day] = addDays(bankDate(new Date()), 5).split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, day <= 5 ? month - 1 : month, 5));
  return first.toISOString().slice(0, 10);
})();
const lastFifth = (() => {
  const first = new Date(`${firstFifth}T00:00:00Z`);
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 11, 5)).toISOString().slice(0, 10);
})();

const services: Service[] = [
  {
    path: '/v1/payments/norwegian-domestic-credit-transfers',
    body: {
      ...nokTransfer('1234.50'),
      remittanceInformationUnstructured: 'Strøm november',
      requestedExecutionDate: executionDate,
    },
    approves: 'a payment',
    heading: /^Approve a payment initiated by Budget Buddy .+ AS$/,
    intro: 'Check the payment.',
    shown: [
      ['Amount', 'NOK 1,234.50'],
      ['To', 'Fjordkraft AS1503 20 80119'],
      ['Message', 'Strøm november'],
      ['Execution date', shownDate(executionDate)],
      ['Fee', 'NOK 0.00'],
    ],
  },
  {
    path: '/v1/periodic-payments/norwegian-domestic-credit-transfers',
    body: {
      ...nokTransfer('500.00', { creditorName: 'Heimstaden AS', creditorAccount: { iban: 'NO9386011117947' } }),
      frequency: 'Monthly',
      startDate: firstFifth,
      endDate: lastFifth,
      dayOfExecution: '5',
    },
    approves: 'a standing order',
    heading: /^Approve a standing order initiated by Budget Buddy .+ AS$/,
    intro: 'Check the standing order.',
    shown: [
      ['Amount', 'NOK 500.00'],
      ['To', 'Heimstaden ASNO93 8601 1117 947'],
      ['Frequency', 'Every month'],
      ['First payment', shownDate(firstFifth)],
      ['Last payment', shownDate(lastFifth)],
      ['Day of execution', 'Day 5 of the month'],
      ['Number of payments', '12'],
      ['Total', 'NOK 6,000.00'],
      ['Fee per payment', 'NOK 0.00'],
    ],
  },
  {
    path: '/v1/bulk-payments/norwegian-domestic-credit-transfers',
    body: {
      batchBookingPreferred: false,
      payments: [
        nokTransfer('100.00', { creditorName: 'Ruter AS', creditorAccount: { bban: '15032080119' } }),
        nokTransfer('250.50', { creditorName: 'Oslo Kommune', creditorAccount: { iban: 'NO9386011117947' } }),
      ],
    },
    approves: 'payments',
    heading: /^Approve 2 payments initiated by Budget Buddy .+ AS$/,
    intro: 'Check the payments.',
    shown: [
      ['Number of payments', '2'],
      ['Total', 'NOK 350.50'],
      ['Fee', 'NOK 0.00'],
    ],
    lines: [
      'From the account you choose below',
      'NOK 100.00 to Ruter AS, 1503 20 80119',
      'NOK 250.50 to Oslo Kommune, NO93 8601 1117 947',
      'Execution date: As soon as possible',
    ],
  },
];

for (const service of services) {
  test(`${service.path.split('/')[2]}: the PSU sees what they approve, chooses the account and approves; the payment is PDNG`, async ({
    page,
    tpp,
    tppSite,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    const created = await initiatePayment(tpp, service.path, service.body, {
      'TPP-Redirect-URI': tppSite.url('/paid?state=pay-1'),
      'PSU-Context': 'PRIVATE',
    });
    await page.goto(created.scaRedirect);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      new RegExp(`^Sign in to approve ${service.approves} from Budget Buddy .+ AS$`),
    );
    await signIn(page, ola);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.heading);
    await expect(page.getByText(service.intro)).toBeVisible();
    const details = page.getByTestId('payment-details');
    await expect(details).toBeVisible();
    for (const [term, value] of service.shown) {
      const shown = await details
        .locator('dt', { hasText: new RegExp(`^${term}$`) })
        .locator('xpath=following-sibling::dd[1]')
        .textContent();
      // Intl separates currency and digits with no-break spaces.
      expect(shown?.replace(/\s+/g, ' ')).toBe(value);
    }
    for (const line of service.lines ?? []) await expect(details).toContainText(line);
    await expect(page.getByText('Acting as: Private')).toBeVisible();
    const accounts = page.getByRole('radio');
    await expect(accounts).toHaveCount(2);
    // Each account to pay from with its grouped number and available balance (bound into the approval code).
    for (const label of await page.locator('label:has(input[type=radio])').allTextContents())
      expect(label.replace(/\s+/g, ' ')).toMatch(/NO\d\d( \d{4}){2} \d{3} · Available balance -?NOK [\d,]+\.\d\d/);
    await page.getByRole('radio', { name: /Brukskonto/ }).check();
    await page.getByRole('button', { name: 'Approve' }).click();

    // D29: a payment's return also carries its status after the approval.
    expect(await returnedTo(page, tppSite.url('/paid'))).toEqual({
      ...approvedPrivately('pay-1'),
      transactionStatus: 'PDNG',
    });
    expect(await paymentStatus(tpp, created.status)).toEqual({ transactionStatus: 'PDNG' });
    expect(violations).toEqual([]);
  });
}
