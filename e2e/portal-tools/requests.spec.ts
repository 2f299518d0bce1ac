import { randomUUID } from 'node:crypto';
import { signRequest } from '@/tools/tpp-kit/sign-request';
import { signInDeveloper } from '../fixtures/portal-developer';
import { expect, expectAccessible, test } from './portal-tools-fixtures';

// D28: the request inspector in Chromium: the TPP's own calls, a filter, and a refused signature step by step, marked
// as not authenticated (anyone holding the TPP's certificate could have sent it) and hidden by the Authentication filter.

for (const width of [1280, 390]) {
  test(`at ${width} px lists the TPP's calls and opens a refused signature step by step`, async ({
    page,
    linkedTpp: tpp,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const refusedId = randomUUID();
    const signed = signRequest({
      method: 'GET',
      url: '/v1/accounts',
      certificate: tpp.certificate,
      headers: { 'X-Request-ID': refusedId },
    });
    const tampered = {
      ...signed.headers,
      Signature: signed.headers.Signature!.replace(/signature="[A-Za-z0-9+/]{6}/, 'signature="AAAAAA'),
    };
    expect((await fetch(`${baseURL}/v1/accounts`, { headers: tampered })).status).toBe(400);
    const digestId = randomUUID();
    const withBody = signRequest({
      method: 'POST',
      url: '/v1/consents',
      body: '{"access":{}}',
      certificate: tpp.certificate,
      headers: { 'X-Request-ID': digestId, 'TPP-Redirect-URI': 'https://tpp.example.test/done' },
    });
    expect(
      (await fetch(`${baseURL}/v1/consents`, { method: 'POST', headers: withBody.headers, body: '{"access":{ }}' }))
        .status,
    ).toBe(400);

    await page.goto('/portal/requests');
    await expect(page.getByRole('heading', { name: 'Requests', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Requests · Developer portal');
    // D33: the log is kept for XS2A_REQUEST_LOG_RETENTION_DAYS (90 by default), and the page says so.
    await expect(
      page.getByText('Every call your TPP made to the API in the last 90 days, newest first.'),
    ).toBeVisible();
    const refused = page.locator(`li[data-request-id="${refusedId}"]`);
    await expect(refused).toContainText('SIGNATURE_INVALID');
    await expect(page.getByText('initializeSandbox')).toBeVisible();
    await expect(refused.locator('summary')).toContainText('Not authenticated');
    await expect(page.locator('li[data-authenticated="false"]')).toHaveCount(2);
    await refused.locator('summary').click();
    await expect(refused).toContainText('anyone holding yours could have sent it');
    await expect(refused.locator('[data-step="signature"]')).toHaveAttribute('data-outcome', 'failed');
    await expect(refused.getByTestId('signing-string')).toContainText(`x-request-id: ${refusedId}`);
    await expectAccessible(page);
    // A refused Digest quotes both digests: long base64 words that must wrap rather than widen the page.
    const refusedDigest = page.locator(`li[data-request-id="${digestId}"]`);
    await refusedDigest.locator('summary').click();
    await expect(refusedDigest).toContainText('The Digest header does not match the body');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await page.getByLabel('Authentication').selectOption({ label: 'Authenticated only' });
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page.locator('li[data-authenticated="false"]')).toHaveCount(0);
    await expect(page.getByText('initializeSandbox')).toBeVisible();
    await page.getByLabel('Authentication').selectOption({ label: 'All calls' });
    await page.getByLabel('Status').selectOption('2xx');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(refused).toHaveCount(0);
    await expect(page.getByText('initializeSandbox')).toBeVisible();
  });
}

test.describe('in Norwegian', () => {
  test.use({ locale: 'nb-NO' });

  test('sends a developer without a TPP to link one first', async ({ page, context, baseURL }) => {
    await signInDeveloper(context, baseURL ?? '');
    await page.goto('/portal/requests');
    // D27: a page of TPP data never falls back to another TPP: without a link it is the certificates page.
    await page.waitForURL('**/portal/certificates?link=required');
    await expect(page.getByText('Knytt kontoen til en TPP først')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Forespørsler' }),
    ).toHaveAttribute('href', '/portal/requests');
    // D27: the tab title is in the page's language too.
    await expect(page).toHaveTitle('Sertifikater · Utviklerportal');
    await expectAccessible(page);
    await page.goto('/portal/signature-debugger');
    await expect(page).toHaveTitle('Signaturfeilsøker · Utviklerportal');
  });
});
