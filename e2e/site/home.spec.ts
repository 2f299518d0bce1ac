import { expect, test } from '@playwright/test';

test('the home page says what the service is, and every link on it leads to a page that exists', async ({
  page,
  request,
}) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Nordbank Open Banking');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Open banking for licensed third-party providers' }),
  ).toBeVisible();
  await expect(page.getByText('Berlin Group NextGenPSD2 1.3', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download the OpenAPI document' })).toHaveAttribute(
    'href',
    '/openapi.json',
  );
  await expect(page.getByRole('link', { name: 'Customers: see your consents' })).toHaveAttribute(
    'href',
    '/my-consents',
  );
  const developers = page.getByRole('region', { name: 'For developers' });
  await expect(developers.getByRole('link', { name: 'Developer portal' })).toHaveAttribute('href', '/portal/sign-up');
  await expect(developers.getByRole('link', { name: 'Getting started' })).toHaveAttribute('href', '/getting-started');
  await expect(developers.getByRole('link', { name: 'API reference' })).toHaveAttribute('href', '/api-reference');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Developer portal' }),
  ).toHaveAttribute('href', '/portal');
  await expect(page.getByText('PSD2 access interface · sandbox')).toBeVisible();
  const services = page.getByRole('region', { name: 'What you can build' }).getByRole('heading', { level: 3 });
  await expect(services).toHaveText(['Account information', 'Payment initiation', 'Customer consent', 'Sandbox']);
  const hrefs = await page
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  for (const href of new Set(hrefs)) expect((await request.get(href)).status(), href).toBe(200);
});

test('readiness is reported as JSON', async ({ request }) => {
  const response = await request.get('/readyz');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ready', database: 'reachable', migrations: 'applied' });
});
