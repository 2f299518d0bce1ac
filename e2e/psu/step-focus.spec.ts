import { holdReturnForward } from '../fixtures/hold-return-forward';
import type { Page } from '@playwright/test';
import { expect, initiatePayment, kari, ola, openConsent, signIn, test } from '../fixtures/psu-test';
import { nokTransfer } from '../fixtures/nok-transfer';

// D30: each step of the journey starts with the focus on its heading (autofocus, no script), so a screen reader says
// where the PSU is; the sign-in page starts in its number field. Errors keep the focus (error-focus.spec.ts).
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element?.tagName === 'H1' ? `h1: ${element.textContent}` : (element?.id ?? element?.tagName ?? '');
  });

test('the focus starts on each step’s heading, from sign-in to the TPP', async ({ page, tpp, tppSite }) => {
  await openConsent(page, tpp, { 'TPP-Redirect-URI': tppSite.url('/cb') });
  expect(await focused(page)).toBe('national-identity-number');
  await signIn(page, kari);
  await expect(page.getByRole('heading', { level: 1, name: 'Who are you acting for?' })).toBeVisible();
  expect(await focused(page)).toBe('h1: Who are you acting for?');
  await page.getByRole('radio', { name: /^Private/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();
  expect(await focused(page)).toMatch(/^h1: Give .+ access to your accounts$/);
  await page.keyboard.press('Tab');
  await expect(page.locator('h1')).not.toBeFocused();
});

test('the payment page and the outcome page start on their headings', async ({ page, tpp, tppSite }) => {
  const { scaRedirect } = await initiatePayment(
    tpp,
    '/v1/payments/norwegian-domestic-credit-transfers',
    nokTransfer('12.00'),
    {
      'TPP-Redirect-URI': tppSite.url('/paid'),
      'PSU-Context': 'PRIVATE',
    },
  );
  await page.goto(scaRedirect);
  await signIn(page, ola);
  await expect(page.getByTestId('payment-details')).toBeVisible();
  expect(await focused(page)).toMatch(/^h1: Approve a payment/);
  await page.getByRole('radio', { name: /Brukskonto/ }).check();
  await holdReturnForward(page);
  await page.getByRole('button', { name: /^Approve/ }).click();
  await page.waitForURL(/\/sca\/return/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await focused(page)).toMatch(/^h1: /);
});

test('the skip link is the first thing to tab to, shows when focused and leads to the content', async ({
  page,
  tpp,
  tppSite,
}) => {
  await openConsent(page, tpp, { 'TPP-Redirect-URI': tppSite.url('/cb') });
  const firstFocusable = await page.evaluate(
    () =>
      document.querySelector<HTMLElement>('a[href], button, input:not([type="hidden"]), select, textarea')?.textContent,
  );
  expect(firstFocusable).toBe('Skip to main content');
  const skipLink = page.getByRole('link', { name: 'Skip to main content' });
  expect((await skipLink.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
  await skipLink.focus();
  expect((await skipLink.boundingBox())?.width ?? 0).toBeGreaterThan(20);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main-content$/);
  await expect(page.locator('main')).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);

  await openConsent(page, tpp, { 'TPP-Redirect-URI': tppSite.url('/cb'), 'PSU-Accept-Language': 'nb-NO' });
  await expect(page.getByRole('link', { name: 'Hopp til hovedinnholdet' })).toHaveAttribute('href', '#main-content');
});
