import { expect, test } from '@playwright/test';
import { kitSteps, signingKitFileName } from '@/lib/api-reference/getting-started-steps';
import { gettingStartedWordsEn as words } from '@/lib/api-reference/getting-started-words-en';
import { describeAtEachWidth, watchReferencePage } from './reference-pages';

describeAtEachWidth('/getting-started', () => {
  test('shows the steps with their commands for this address, from this origin only, accessibly, within its CSP', async ({
    page,
    baseURL,
  }) => {
    const expectSelfContained = watchReferencePage(page, baseURL ?? '');
    const response = await page.goto('/getting-started');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("style-src 'self' 'nonce-");
    await expect(page).toHaveTitle('Getting started · Nordbank Open Banking');
    await expect(page.getByRole('heading', { level: 1, name: 'Getting started' })).toBeVisible();
    for (const step of kitSteps(new URL(baseURL ?? '').origin)) {
      await expect(page.getByRole('heading', { level: 3, name: words.steps[step.id].title })).toBeVisible();
      if (step.commands.length > 0)
        await expect(page.getByLabel(words.steps[step.id].title, { exact: true })).toHaveText(step.commands.join('\n'));
    }
    await expect(page.getByLabel(words.curlLabel, { exact: true })).toContainText('openssl dgst -sha256 -sign');
    await expect(page.getByLabel(words.pythonLabel, { exact: true })).toContainText('def signed_request');
    await expect(page.getByLabel(words.nodeLabel, { exact: true })).toContainText(`from './${signingKitFileName}'`);
    for (const href of [
      '/portal/sign-up',
      '/portal/certificates',
      '/portal/signature-debugger',
      '/api-reference',
      '/api-reference/postman-collection.json',
      '/openapi.json',
      `/getting-started/${signingKitFileName}`,
    ]) {
      await expect(page.locator(`main a[href="${href}"]`)).toHaveCount(1);
    }
    await expectSelfContained();
  });
});

test('the links of the page to the kit, the reference, the document and the collection answer', async ({
  page,
  request,
}) => {
  await page.goto('/getting-started');
  for (const href of [
    '/api-reference',
    '/api-reference/postman-collection.json',
    '/openapi.json',
    '/api-reference/scalar.js',
    `/getting-started/${signingKitFileName}`,
  ]) {
    expect((await request.get(href)).status(), href).toBe(200);
  }
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('main').getByRole('link', { name: 'Postman collection' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('nordbank-xs2a.postman_collection.json');
  const [kit] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('main').getByRole('link', { name: words.kitDownload }).click(),
  ]);
  expect(kit.suggestedFilename()).toBe(signingKitFileName);
});
