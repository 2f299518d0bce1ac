import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { describeAtEachWidth, watchReferencePage } from './reference-pages';

describeAtEachWidth('/api-reference', () => {
  test('renders every tag of the document with Scalar, from this origin only, accessibly, within its CSP', async ({
    page,
    baseURL,
  }) => {
    // Scalar's 4 MB bundle and the 300 KB document take a while to parse and render on a busy machine under tracing.
    test.setTimeout(240_000);
    const expectSelfContained = watchReferencePage(page, baseURL ?? '');
    const response = await page.goto('/api-reference');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'nonce-");
    await expect(page).toHaveTitle('API reference · Nordbank Open Banking');
    await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Nordbank Open Banking' })).toBeVisible();
    const reference = page.getByTestId('scalar-reference');
    await expect(reference.getByText('Create a bank-offered consent').first()).toBeAttached({ timeout: 150_000 });
    for (const tag of ['Consents', 'Account information', 'Payment initiation', 'Signing baskets', 'PSU', 'Sandbox']) {
      await expect(reference.getByText(tag, { exact: true }).first()).toBeAttached();
    }
    await expect(reference.getByText('Signing every request').first()).toBeAttached();
    await expectSelfContained();
  });
});

test('the page offers the OpenAPI document and the Postman collection as downloads', async ({ page }) => {
  await page.goto('/api-reference');
  for (const [link, file] of [
    ['OpenAPI document (JSON)', 'nordbank-xs2a.openapi.json'],
    ['Postman collection', 'nordbank-xs2a.postman_collection.json'],
  ] as const) {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: link }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(file);
    const content = JSON.parse(await readFile((await download.path()) ?? '', 'utf8')) as {
      openapi?: string;
      info: { schema?: string };
    };
    if (file.endsWith('.openapi.json')) expect(content.openapi).toBe('3.0.3');
    else expect(content.info.schema).toBe('https://schema.getpostman.com/json/collection/v2.1.0/collection.json');
  }
});
