import { expect, test } from '../fixtures/portal-test';
import { createSandboxTpp } from '@/tools/tpp-kit/create-sandbox-tpp';
import { consentBody, expectAccessible, rawSignedRequest } from './portal-tools-fixtures';
import { signInDeveloper } from '../fixtures/portal-developer';

// D28: the signature debugger in Chromium, for a developer not linked to any TPP.

for (const width of [1280, 390]) {
  test(`at ${width} px a pasted request is Valid, a changed one names its failing code, and a pasted key signs in the browser`, async ({
    page,
    context,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInDeveloper(context, baseURL ?? '');
    const { certificate, organizationIdentifier } = createSandboxTpp({ baseUrl: baseURL ?? '' });
    await page.goto('/portal/signature-debugger');
    await expect(page.getByRole('heading', { name: 'Signature debugger', level: 1 })).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('Raw request').fill(rawSignedRequest(certificate, consentBody));
    await page.getByRole('button', { name: 'Check signature' }).click();
    await expect(page.getByTestId('verdict')).toHaveText('Valid');
    await expect(page.getByTestId('signing-string').first()).toContainText('(request-target): post /v1/consents↵\\n');
    await expect(page.locator('dd', { hasText: new RegExp(`^${organizationIdentifier}$`) })).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('Private key (PEM)').fill(certificate.privateKeyPem);
    await page.getByRole('button', { name: 'Sign in the browser' }).click();
    await expect(page.getByText('The signatures match.')).toBeVisible();

    await page
      .getByLabel('Raw request')
      .fill(
        rawSignedRequest(certificate, consentBody, (text) =>
          text.replace('"frequencyPerDay":4', '"frequencyPerDay":5'),
        ),
      );
    await page.getByRole('button', { name: 'Check signature' }).click();
    await expect(page.getByTestId('verdict')).toHaveText('FORMAT_ERROR');
    await expect(page.locator('[data-step="digest"]')).toHaveAttribute('data-outcome', 'failed');
    // The API's answer quotes both digests, long base64 words that must wrap rather than widen the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await page
      .getByLabel('Raw request')
      .fill(
        rawSignedRequest(certificate, consentBody, (text) =>
          text.replace(/signature="[A-Za-z0-9+/]{6}/, 'signature="AAAAAA'),
        ),
      );
    await page.getByRole('button', { name: 'Check signature' }).click();
    await expect(page.getByTestId('verdict')).toHaveText('SIGNATURE_INVALID');
    await expect(page.locator('[data-step="signature"]')).toHaveAttribute('data-outcome', 'failed');
  });
}

test.describe('in Norwegian', () => {
  test.use({ locale: 'nb-NO' });

  test('speaks Norwegian to a Norwegian browser', async ({ page, context, baseURL }) => {
    await signInDeveloper(context, baseURL ?? '');
    await page.goto('/portal/signature-debugger');
    await expect(page.getByRole('heading', { name: 'Signaturfeilsøker', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Rå forespørsel')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Kontroller signatur' })).toBeVisible();
    await expectAccessible(page);
  });
});

test('sends a visitor without a portal session to sign in', async ({ page }) => {
  const response = await page.request.get('/portal/signature-debugger', { maxRedirects: 0 });
  expect([303, 307, 308]).toContain(response.status());
  expect(response.headers().location).toContain('/portal/sign-in');
});
