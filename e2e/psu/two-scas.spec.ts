import type { Page } from '@playwright/test';
import { initializedTpp, type NamedTpp } from '../fixtures/sandbox-tpp';
import {
  expect,
  initiatePayment,
  kari,
  paymentStatus,
  redirectParameters,
  requestConsent,
  signIn,
  test,
  uuidPattern,
} from '../fixtures/psu-test';

// D17: two SCAs open at once in one browser (two TPPs each sent the PSU, or one TPP opened two tabs) each go on in their
// own tab: opening the second link used to replace the first tab's session, whose next form was then refused.
const paymentBody = {
  instructedAmount: { currency: 'NOK', amount: '120.00' },
  creditorName: 'Ruter AS',
  creditorAccount: { bban: '15032080119' },
};

async function twoLinks(tpp: NamedTpp, baseURL: string | undefined, url: (path: string) => string) {
  const other = await initializedTpp(baseURL ?? '');
  const consent = await requestConsent(tpp, { 'TPP-Redirect-URI': url('/a?state=consent'), 'PSU-Context': 'PRIVATE' });
  const payment = await initiatePayment(other, '/v1/payments/norwegian-domestic-credit-transfers', paymentBody, {
    'TPP-Redirect-URI': url('/b?state=payment'),
    'PSU-Context': 'PRIVATE',
  });
  return { other, consent, payment };
}

async function approveConsent(page: Page): Promise<void> {
  const choices = page.getByRole('checkbox');
  for (let index = 0; index < (await choices.count()); index++) await choices.nth(index).check();
  await page.getByRole('button', { name: 'Approve' }).click();
}

async function approvePayment(page: Page): Promise<void> {
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Approve' }).click();
}

test('two TPPs’ SCAs in two tabs: the first tab signs in after the second opened its link, and each is completed in its own tab', async ({
  page,
  tpp,
  tppSite,
  baseURL,
}) => {
  const { other, consent, payment } = await twoLinks(tpp, baseURL, tppSite.url);
  await page.goto(consent.scaRedirect);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Sign in to give ${tpp.name} access`);
  const second = await page.context().newPage();
  await second.goto(payment.scaRedirect);
  await expect(second.getByRole('heading', { level: 1 })).toHaveText(`Sign in to approve a payment from ${other.name}`);

  await signIn(page, kari);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Give ${tpp.name} access to your accounts`);
  await signIn(second, kari);
  await expect(second.getByRole('heading', { level: 1 })).toHaveText(`Approve a payment initiated by ${other.name}`);

  await approveConsent(page);
  await page.waitForURL((url) => url.href.startsWith(tppSite.url('/a')));
  expect(redirectParameters(page)).toMatchObject({ state: 'consent', 'psu-id': expect.stringMatching(uuidPattern) });
  await approvePayment(second);
  await second.waitForURL((url) => url.href.startsWith(tppSite.url('/b')));
  expect(redirectParameters(second)).toMatchObject({ state: 'payment', 'psu-id': expect.stringMatching(uuidPattern) });

  expect((await tpp.client.request('GET', `/v1/consents/${consent.consentId}/status`)).body).toEqual({
    consentStatus: 'valid',
  });
  expect(await paymentStatus(other, payment.status)).toEqual({ transactionStatus: 'PDNG' });
});

test('a decision page shown before the other tab opened approves only its own SCA; the other tab then cancels its own', async ({
  page,
  tpp,
  tppSite,
  baseURL,
}) => {
  const { other, consent, payment } = await twoLinks(tpp, baseURL, tppSite.url);
  await page.goto(consent.scaRedirect);
  await signIn(page, kari);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Give ${tpp.name} access to your accounts`);
  const second = await page.context().newPage();
  await second.goto(payment.scaRedirect);
  await signIn(second, kari);
  await expect(second.getByRole('heading', { level: 1 })).toHaveText(`Approve a payment initiated by ${other.name}`);

  await approveConsent(page);
  await page.waitForURL((url) => url.href.startsWith(tppSite.url('/a')));
  expect(redirectParameters(page)).toMatchObject({ state: 'consent', 'psu-id': expect.stringMatching(uuidPattern) });
  expect((await tpp.client.request('GET', `/v1/consents/${consent.consentId}/status`)).body).toEqual({
    consentStatus: 'valid',
  });
  expect(await paymentStatus(other, payment.status)).toEqual({ transactionStatus: 'RCVD' });

  await second.getByRole('button', { name: 'Cancel' }).click();
  await second.waitForURL((url) => url.href.startsWith(tppSite.url('/b')));
  expect(redirectParameters(second)).toMatchObject({
    state: 'payment',
    code: 'PAYMENT_FAILED',
    message: 'The customer cancelled the payment.',
  });
  expect(await paymentStatus(other, payment.status)).toEqual({ transactionStatus: 'RJCT' });
  expect((await tpp.client.request('GET', `/v1/consents/${consent.consentId}/status`)).body).toEqual({
    consentStatus: 'valid',
  });
});

// D17, spec "TPP session rules": the browser keeps each TPP's mark of the PSU's sign-in, so signing in for the second
// TPP no longer makes the first ask again within its session.
test('a PSU who signed in for two TPPs is spared the sign-in by each within its session', async ({
  page,
  tpp,
  tppSite,
  baseURL,
}) => {
  const { other, consent, payment } = await twoLinks(tpp, baseURL, tppSite.url);
  await page.goto(consent.scaRedirect);
  await signIn(page, kari);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Give ${tpp.name} access to your accounts`);
  await approveConsent(page);
  await page.waitForURL((url) => url.href.startsWith(tppSite.url('/a')));
  const atFirst = redirectParameters(page);
  const second = await page.context().newPage();
  await second.goto(payment.scaRedirect);
  await signIn(second, kari);
  await expect(second.getByRole('heading', { level: 1 })).toHaveText(`Approve a payment initiated by ${other.name}`);
  await approvePayment(second);
  await second.waitForURL((url) => url.href.startsWith(tppSite.url('/b')));
  const atSecond = redirectParameters(second);

  const again = await requestConsent(tpp, {
    'TPP-Redirect-URI': tppSite.url('/a?state=again'),
    'PSU-Context': 'PRIVATE',
    'TPP-Session-ID': atFirst['tpp-session-id'] ?? '',
    'PSU-ID': atFirst['psu-id'] ?? '',
  });
  await page.goto(again.scaRedirect);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Give ${tpp.name} access to your accounts`);
  const next = await initiatePayment(other, '/v1/payments/norwegian-domestic-credit-transfers', paymentBody, {
    'TPP-Redirect-URI': tppSite.url('/b?state=next'),
    'PSU-Context': 'PRIVATE',
    'TPP-Session-ID': atSecond['tpp-session-id'] ?? '',
    'PSU-ID': atSecond['psu-id'] ?? '',
  });
  await second.goto(next.scaRedirect);
  await expect(second.getByRole('heading', { level: 1 })).toHaveText(`Approve a payment initiated by ${other.name}`);
});
