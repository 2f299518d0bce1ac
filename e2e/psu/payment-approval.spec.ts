import { createE2ePayment, paymentRow, type E2ePayment } from '../fixtures/payment-fixture-psu';
import { expect, ola, redirectParameters, signIn, test, uuidPattern } from '../fixtures/psu-test';

// D23: one payment of each service approved by a private PSU in Chromium at 1280 px; the page shows what the approval
// is bound to. The payments are written by the fixture until the payment API is merged.
test.use({ viewport: { width: 1280, height: 900 } });

type Service = Omit<E2ePayment, 'organizationIdentifier' | 'baseUrl' | 'redirectUri'> & { heading: RegExp; shown: [string, string][] };

const services: Service[] = [
  {
    service: 'payments',
    instructions: [{ amount: 123450n, creditorName: 'Fjordkraft AS', creditorAccount: '15032080119' }],
    requestedExecutionDate: '2026-12-01',
    heading: /^Approve a payment initiated by Budget Buddy .+ AS$/,
    shown: [['Amount', 'NOK 1,234.50'], ['To', 'Fjordkraft AS15032080119'], ['Execution date', '1 December 2026']],
  },
  {
    service: 'periodic-payments',
    instructions: [{ amount: 50000n, creditorName: 'Heimstaden AS', creditorAccount: 'NO9386011117947' }],
    schedule: { frequency: 'Monthly', startDate: '2027-01-05', endDate: '2027-12-05', dayOfExecution: '5' },
    heading: /^Approve a payment initiated by Budget Buddy .+ AS$/,
    shown: [['Amount', 'NOK 500.00'], ['To', 'Heimstaden ASNO93 8601 1117 947'], ['Frequency', 'Every month'], ['First payment', '5 January 2027'], ['Last payment', '5 December 2027'], ['Day of execution', 'Day 5 of the month']],
  },
  {
    service: 'bulk-payments',
    instructions: [
      { amount: 10000n, creditorName: 'Ruter AS', creditorAccount: '15032080119' },
      { amount: 25050n, creditorName: 'Oslo Kommune', creditorAccount: 'NO9386011117947' },
    ],
    heading: /^Approve 2 payments initiated by Budget Buddy .+ AS$/,
    shown: [['Number of payments', '2'], ['Total', 'NOK 350.50'], ['Execution date', 'As soon as possible']],
  },
];

for (const service of services) {
  test(`${service.service}: the PSU sees what they approve, chooses the account and approves; the payment is PDNG`, async ({ page, tpp, tppSite, baseURL }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    const { paymentId, scaRedirect } = await createE2ePayment({ ...service, organizationIdentifier: tpp.organizationIdentifier, baseUrl: baseURL ?? '', redirectUri: tppSite.url('/paid?state=pay-1') });
    await page.goto(scaRedirect);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Sign in to approve a payment from Budget Buddy .+ AS$/);
    await signIn(page, ola);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.heading);
    const details = page.getByTestId('payment-details');
    await expect(details).toBeVisible();
    for (const [term, value] of service.shown) {
      const shown = await details.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd').textContent();
      // Intl separates currency and digits with no-break spaces.
      expect(shown?.replace(/\s+/g, ' ')).toBe(value);
    }
    await expect(page.getByText('Acting as: Private')).toBeVisible();
    const accounts = page.getByRole('radio');
    await expect(accounts).toHaveCount(2);
    await page.getByRole('radio', { name: /Brukskonto/ }).check();
    await page.getByRole('button', { name: 'Approve' }).click();

    await page.waitForURL((url) => url.href.startsWith(tppSite.url('/paid')));
    expect(redirectParameters(page)).toEqual({ state: 'pay-1', 'psu-id': expect.stringMatching(uuidPattern), 'tpp-session-id': expect.any(String), context: 'PRIVATE' });
    expect((await paymentRow(paymentId)).status).toBe('PDNG');
    expect(violations).toEqual([]);
  });
}
