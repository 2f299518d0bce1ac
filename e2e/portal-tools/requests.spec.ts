import { randomUUID } from 'node:crypto';
import { signRequest, type SigningCertificate } from '@/tools/tpp-kit/sign-request';
import { signInDeveloper } from '../fixtures/portal-developer';
import { consentBody, expect, expectAccessible, test } from './portal-tools-fixtures';

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

/** Sends a call signed with the certificate as a TPP's client does, `requestId` as its X-Request-ID. */
function sendSigned(
  baseURL: string | undefined,
  certificate: SigningCertificate,
  call: { method: string; url: string; requestId: string; body?: string; headers?: Record<string, string> },
): Promise<Response> {
  const { headers } = signRequest({
    method: call.method,
    url: call.url,
    body: call.body,
    certificate,
    headers: { 'X-Request-ID': call.requestId, ...call.headers },
  });
  return fetch(`${baseURL}${call.url}`, { method: call.method, headers, body: call.body });
}

// D28: every call opens to its headers and answer; its X-Request-ID is copied; the filters live in the URL, so a link
// opens the same view and back and forward work; a row opens in the signature debugger, prefilled.
for (const width of [1280, 390]) {
  test(`at ${width} px opens a successful call, copies its X-Request-ID, filters by URL and opens the debugger`, async ({
    page,
    context,
    linkedTpp: tpp,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const createdId = randomUUID();
    const answer = await sendSigned(baseURL, tpp.certificate, {
      method: 'POST',
      url: '/v1/consents',
      requestId: createdId,
      body: consentBody,
      headers: { 'TPP-Redirect-URI': 'https://tpp.example.test/done' },
    });
    expect(answer.status).toBe(201);
    const missingId = randomUUID();
    const refusal = await sendSigned(baseURL, tpp.certificate, {
      method: 'GET',
      url: '/v1/consents/no-such-consent',
      requestId: missingId,
    });
    const code = ((await refusal.json()) as { tppMessages: { code: string }[] }).tppMessages[0]!.code;

    await page.goto('/portal/requests');
    const row = page.locator(`li[data-request-id="${createdId}"]`);
    await expect(row.getByTestId('x-request-id')).toHaveText(createdId);
    await expect(row.locator('time')).toContainText(/UTC\+0[12]:00/);
    await row.locator('summary').click();
    await expect(row.getByRole('heading', { name: 'Request headers' })).toBeVisible();
    await expect(row.locator('tr[data-header="signature"]')).toContainText('shortened');
    await expect(row.locator('tr[data-header="x-request-id"]')).toContainText(createdId);
    await expect(row.getByTestId('response-shape')).toContainText('"consentId": "string"');
    await row.getByRole('button', { name: 'Copy X-Request-ID' }).click();
    await expect(row.getByRole('status')).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(createdId);
    const refused = page.locator(`li[data-request-id="${missingId}"]`);
    await refused.locator('summary').click();
    await expect(refused.getByTestId('response-body')).toContainText(code);
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    // The filters are the URL's: applying one changes it, back and forward restore the list and the form.
    await page.getByLabel('Error code').fill(code);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]code=${code}`));
    await expect(row).toHaveCount(0);
    await expect(refused).toBeVisible();
    await page.goBack();
    await expect(row).toBeVisible();
    await expect(page.getByLabel('Error code')).toHaveValue('');
    await page.goForward();
    await expect(row).toHaveCount(0);
    await expect(page.getByLabel('Error code')).toHaveValue(code);

    // A shared link: one row opened by id; an offset's "+" written unencoded still reads.
    const rowId = (await refused.getAttribute('data-row-id')) ?? '';
    await page.goto(`/portal/requests?id=${rowId}`);
    await expect(page.getByText('Showing one request.')).toBeVisible();
    await expect(refused.locator('details')).toHaveAttribute('open', '');
    await expect(page.locator('li[data-row-id]')).toHaveCount(1);
    await page.goto(`/portal/requests?xRequestId=${createdId}&operation=createConsent&from=2020-01-01T00:00:00+01:00`);
    await expect(row).toBeVisible();
    await expect(page.locator('li[data-row-id]')).toHaveCount(1);

    await row.locator('summary').click();
    await row.getByRole('link', { name: 'Open in the signature debugger' }).click();
    await page.waitForURL('**/portal/signature-debugger?from=*');
    const raw = page.getByLabel('Raw request');
    await expect(raw).toHaveValue(/^POST \/v1\/consents HTTP\/1\.1\n/);
    await expect(raw).toHaveValue(new RegExp(`x-request-id: ${createdId}`));
    await expect(page.getByTestId('prefill-to-paste')).toContainText('the body');
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test.describe('in Norwegian', () => {
  test.use({ locale: 'nb-NO' });

  test('opens a call and copies its X-Request-ID in Norwegian, with Oslo time', async ({
    page,
    context,
    linkedTpp: tpp,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const requestId = randomUUID();
    await sendSigned(baseURL, tpp.certificate, { method: 'GET', url: '/v1/consents/no-such-consent', requestId });
    await page.goto(`/portal/requests?xRequestId=${requestId}`);
    const row = page.locator(`li[data-request-id="${requestId}"]`);
    await expect(row.locator('time')).toContainText(/UTC\+0[12]:00/);
    await row.locator('summary').click();
    await expect(row.getByRole('heading', { name: 'Headere i forespørselen' })).toBeVisible();
    await row.getByRole('button', { name: 'Kopier X-Request-ID' }).click();
    await expect(row.getByRole('status')).toHaveText('Kopiert');
    await expect(row.getByRole('link', { name: 'Åpne i signaturfeilsøkeren' })).toBeVisible();
    await expectAccessible(page);
  });

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
