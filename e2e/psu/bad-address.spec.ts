import { expect, test, type Page } from '@playwright/test';

// D18: a link to the PSU pages that Next.js cannot even route (malformed percent-encoding) gets the bank's page, styled
// under the PSU pages' Content-Security-Policy, in the browser's language.
async function openBrokenLink(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/sca/%ff');
  return { response, violations };
}

test('a malformed link answers 400 with the bank page, styled, without CSP violations', async ({ page }) => {
  const { response, violations } = await openBrokenLink(page);
  expect(response?.status()).toBe(400);
  expect(response?.headers()['x-frame-options']).toBe('DENY');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This address does not work');
  await expect(page.locator('header')).toHaveCSS('background-color', 'rgb(0, 82, 71)');
  expect(violations).toEqual([]);
});

test.describe('a browser that prefers Norwegian', () => {
  test.use({ locale: 'nb-NO' });

  test('gets the page in bokmål', async ({ page }) => {
    const { response } = await openBrokenLink(page);
    expect(response?.status()).toBe(400);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Denne adressen virker ikke');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
  });
});
