import { expect, initiatePayment, kari, paymentStatus, returnedTo, signIn, test } from '../fixtures/psu-test';
import { nokTransfer } from '../fixtures/nok-transfer';

// D25 end to end: the TPP initiates three payments and bundles them in a signing basket with signed calls; the PSU
// approves them at once in Chromium, seeing them in the payment list with each account's available balance; every
// payment is PDNG afterwards and the basket reports ACTC.
const payees = [
  nokTransfer('10.00'),
  nokTransfer('20.50', { creditorName: 'Kari Nordmann', creditorAccount: { bban: '86011117947' } }),
  nokTransfer('4.50', { creditorName: 'Oslo kommune', creditorAccount: { bban: '12345678903' } }),
];

test('a basket of three payments, created through the signed API and approved on one page: all PDNG', async ({
  page,
  tpp,
  tppSite,
}) => {
  const redirect = { 'TPP-Redirect-URI': tppSite.url('/basket?state=sb') };
  const payments = [];
  for (const payee of payees)
    payments.push(await initiatePayment(tpp, '/v1/payments/norwegian-domestic-credit-transfers', payee, redirect));
  const created = await tpp.client.request('POST', '/v1/signing-baskets', {
    body: JSON.stringify({ paymentIds: payments.map((payment) => payment.paymentId) }),
    headers: { ...redirect, 'PSU-Context': 'PRIVATE' },
  });
  expect(created.status, created.text).toBe(201);
  const basket = created.body as {
    transactionStatus: string;
    _links: Record<'scaRedirect' | 'status', { href: string }>;
  };
  expect(basket.transactionStatus).toBe('RCVD');

  await page.goto(basket._links.scaRedirect.href);
  await signIn(page, kari);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Approve 3 payments');
  await expect(page.getByText('Check every payment.')).toBeVisible();
  // The payment list shared with bulk payments (D23, D25): one group for the account the PSU chooses, each payee's
  // account in the national form, the group's count, total and fee.
  const details = page.getByTestId('basket-details');
  await expect(details.getByRole('heading', { level: 2 })).toHaveText('From the account you choose below');
  for (const shown of [
    'NOK 10.00 to Fjordkraft AS, 1503 20 80119',
    'NOK 20.50 to Kari Nordmann, 8601 11 17947',
    'NOK 4.50 to Oslo kommune, 1234 56 78903',
  ])
    await expect(details).toContainText(shown);
  const counted: [string, string][] = [
    ['Number of payments', '3'],
    ['Total', 'NOK 35.00'],
    ['Fee', 'NOK 0.00'],
  ];
  for (const [term, value] of counted)
    await expect(
      details.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]'),
    ).toHaveText(value);
  await expect(page.getByRole('radio').first()).toHaveAccessibleName(/· Available balance -?NOK\s[\d,]+\.\d\d/);
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Approve' }).click();
  expect(await returnedTo(page, tppSite.url('/basket'))).toMatchObject({ state: 'sb', context: 'PRIVATE' });

  for (const payment of payments)
    expect(await paymentStatus(tpp, payment.status)).toEqual({ transactionStatus: 'PDNG' });
  const status = await tpp.client.request('GET', basket._links.status.href);
  expect(status.body).toEqual({ transactionStatus: 'ACTC' });
});
