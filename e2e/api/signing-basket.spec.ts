import { expect, initiatePayment, kari, paymentStatus, returnedTo, signIn, test } from '../fixtures/psu-test';
import { nokTransfer } from '../fixtures/nok-transfer';

// D25 end to end: the TPP initiates three payments and bundles them in a signing basket with signed calls; the PSU
// approves them at once in Chromium; every payment is PDNG afterwards and the basket reports ACTC.
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
  const details = page.getByTestId('basket-details');
  for (const shown of [
    'NOK 10.00',
    'Fjordkraft AS',
    'NOK 20.50',
    'Kari Nordmann',
    'NOK 4.50',
    'Oslo kommune',
    'NOK 35.00',
  ])
    await expect(details).toContainText(shown);
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Approve' }).click();
  expect(await returnedTo(page, tppSite.url('/basket'))).toMatchObject({ state: 'sb', context: 'PRIVATE' });

  for (const payment of payments)
    expect(await paymentStatus(tpp, payment.status)).toEqual({ transactionStatus: 'PDNG' });
  const status = await tpp.client.request('GET', basket._links.status.href);
  expect(status.body).toEqual({ transactionStatus: 'ACTC' });
});
