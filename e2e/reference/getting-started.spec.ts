import { expect, test } from '@playwright/test';
import { cliSteps } from '@/lib/api-reference/getting-started-steps';
import { describeAtEachWidth, watchReferencePage } from './reference-pages';

describeAtEachWidth('/getting-started', () => {
  test('shows the steps with their commands, from this origin only, accessibly, within its CSP', async ({
    page,
    baseURL,
  }) => {
    const expectSelfContained = watchReferencePage(page, baseURL ?? '');
    const response = await page.goto('/getting-started');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("style-src 'self' 'nonce-");
    await expect(page).toHaveTitle('Getting started · Nordbank Open Banking');
    await expect(page.getByRole('heading', { level: 1, name: 'Getting started' })).toBeVisible();
    for (const step of cliSteps) {
      await expect(page.getByRole('heading', { level: 3, name: new RegExp(step.title) })).toBeVisible();
      for (const command of step.commands) await expect(page.getByText(command, { exact: true })).toBeAttached();
    }
    await expect(page.getByLabel('signed_curl, a bash function that signs with openssl')).toContainText(
      'openssl dgst -sha256 -sign',
    );
    for (const href of [
      '/portal/sign-up',
      '/portal/certificates',
      '/portal/signature-debugger',
      '/api-reference',
      '/api-reference/postman-collection.json',
      '/openapi.json',
    ]) {
      await expect(page.locator(`main a[href="${href}"]`)).toHaveCount(1);
    }
    await expectSelfContained();
  });
});

test('the links of the page to the reference, the document and the collection answer', async ({ page, request }) => {
  await page.goto('/getting-started');
  for (const href of [
    '/api-reference',
    '/api-reference/postman-collection.json',
    '/openapi.json',
    '/api-reference/scalar.js',
  ]) {
    expect((await request.get(href)).status(), href).toBe(200);
  }
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('main').getByRole('link', { name: 'Postman collection' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('nordbank-xs2a.postman_collection.json');
});
