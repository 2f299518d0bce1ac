import type { Page } from '@playwright/test';
import { expect, initiatePayment, kari, ola, openConsent, signIn, test } from '../fixtures/psu-test';
import { nokTransfer } from '../fixtures/nok-transfer';

// A decision page's error comes after a form post and a redirect, so nothing announces it as it appears: the page
// gives it the focus as it loads (ErrorAlert), with or without scripts, and the next Tab goes on into the form.
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/** The browser's own check of a required choice stops the post before the server sees it; the server checks too. */
const withoutBrowserChecks = (page: Page) =>
  page.evaluate(() => document.querySelectorAll('[required]').forEach((field) => field.removeAttribute('required')));

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test('the context picker and the consent page move the focus to their error', async ({ page, tpp, tppSite }) => {
      await openConsent(page, tpp, { 'TPP-Redirect-URI': tppSite.url('/cb') });
      await signIn(page, kari);
      await expect(page.getByRole('heading', { level: 1, name: 'Who are you acting for?' })).toBeVisible();
      await withoutBrowserChecks(page);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.locator('#context-error')).toBeVisible();
      await expect.poll(() => focusedId(page)).toBe('context-error');

      await page.getByRole('radio', { name: /^Private/ }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('button', { name: 'Approve' }).click();
      await expect(page.locator('#consent-error')).toHaveText(/Choose at least one account\./);
      await expect.poll(() => focusedId(page)).toBe('consent-error');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Change who you act for' })).toBeFocused();
    });

    test('the payment page moves the focus to its error', async ({ page, tpp, tppSite }) => {
      const body = nokTransfer('25.00');
      const { scaRedirect } = await initiatePayment(tpp, '/v1/payments/norwegian-domestic-credit-transfers', body, {
        'TPP-Redirect-URI': tppSite.url('/paid'),
        'PSU-Context': 'PRIVATE',
      });
      await page.goto(scaRedirect);
      await signIn(page, ola);
      await expect(page.getByTestId('payment-details')).toBeVisible();
      await withoutBrowserChecks(page);
      await page.getByRole('button', { name: /^Approve/ }).click();
      await expect(page.locator('#payment-error')).toBeVisible();
      await expect.poll(() => focusedId(page)).toBe('payment-error');
    });

    test('the sign-in page keeps the focus in the number field, which the error describes', async ({
      page,
      tpp,
      tppSite,
    }) => {
      await openConsent(page, tpp, { 'TPP-Redirect-URI': tppSite.url('/cb') });
      await signIn(page, '123');
      await expect(page.locator('#sign-in-error')).toBeVisible();
      await expect.poll(() => focusedId(page)).toBe('national-identity-number');
      await expect(page.getByLabel('National identity number')).toHaveAttribute('aria-describedby', /sign-in-error/);
    });
  });
}
