import type { Page } from '@playwright/test';
import { expect, initiatePayment, kari, ola, openConsent, signIn, test } from '../fixtures/psu-test';
import { holdReturnForward } from '../fixtures/hold-return-forward';
import { nokTransfer } from '../fixtures/nok-transfer';

// D17: the PSU pages work without JavaScript, so the browser gets none: no script element or script preload in any
// page, no script fetched, and a Content-Security-Policy that would refuse one.
const scriptInHtml = /<script\b|<link\b[^>]*\b(?:as="script"|rel="modulepreload")/i;

/** Records the Content-Security-Policy of every PSU page the browser loads, and every script it fetches. */
function watch(page: Page) {
  const policies: string[] = [];
  const scripts: string[] = [];
  page.on('response', (response) => {
    const isPsuPage = new URL(response.url()).pathname.startsWith('/sca/');
    if (isPsuPage && response.request().resourceType() === 'document' && response.status() === 200)
      policies.push(response.headers()['content-security-policy'] ?? '');
  });
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return { policies, scripts };
}

/** The page as the browser parsed it has no script element and no script preload. */
async function expectNoScriptIn(page: Page, path: RegExp) {
  await expect(page).toHaveURL(path);
  expect(await page.content()).not.toMatch(scriptInHtml);
}

test('the consent journey ships no script', async ({ page, tpp, tppSite }) => {
  const watched = watch(page);
  await openConsent(page, tpp, { 'TPP-Redirect-URI': tppSite.url('/cb') });
  await expectNoScriptIn(page, /\/sca\/sign-in\?/);
  await signIn(page, kari);
  await expectNoScriptIn(page, /\/sca\/context\?/);
  await page.getByRole('radio', { name: /^Private/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectNoScriptIn(page, /\/sca\/consent\?/);
  await page.getByRole('checkbox').first().check();
  await holdReturnForward(page);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expectNoScriptIn(page, /\/sca\/return\?/);
  expect(watched.policies).toHaveLength(4);
  for (const policy of watched.policies) expect(policy).toMatch(/; script-src 'none';/);
  expect(watched.scripts).toEqual([]);
});

test('the payment page ships no script', async ({ page, tpp, tppSite }) => {
  const { scaRedirect } = await initiatePayment(
    tpp,
    '/v1/payments/norwegian-domestic-credit-transfers',
    nokTransfer('30.00'),
    { 'TPP-Redirect-URI': tppSite.url('/paid'), 'PSU-Context': 'PRIVATE' },
  );
  const watched = watch(page);
  await page.goto(scaRedirect);
  await signIn(page, ola);
  await expect(page.getByTestId('payment-details')).toBeVisible();
  await expectNoScriptIn(page, /\/sca\/payment\?/);
  for (const policy of watched.policies) expect(policy).toMatch(/; script-src 'none';/);
  expect(watched.scripts).toEqual([]);
});

test('help, privacy and My consents ship no script', async ({ page }) => {
  const watched = watch(page);
  for (const path of ['/help', '/privacy', '/my-consents']) {
    await page.goto(path);
    await expectNoScriptIn(page, new RegExp(`${path}$`));
  }
  expect(watched.scripts).toEqual([]);
});
