import { expect, test } from '@playwright/test';

test('the home page says what the service is and links to the API reference and the portal', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Nordbank Open Banking');
  await expect(page.getByRole('heading', { level: 1, name: 'Open banking for licensed third-party providers' })).toBeVisible();
  await expect(page.getByText('Berlin Group NextGenPSD2 1.3', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Read the API reference' })).toHaveAttribute('href', '/api-reference');
  await expect(page.getByRole('link', { name: 'Open the developer portal' })).toHaveAttribute('href', '/portal');
  await expect(page.getByText('PSD2 access interface · sandbox')).toBeVisible();
});

test('readiness is reported as JSON', async ({ request }) => {
  const response = await request.get('/readyz');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ready', database: 'reachable', migrations: 'applied' });
});
