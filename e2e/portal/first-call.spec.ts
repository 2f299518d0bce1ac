import { X509Certificate } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadTppCertificate } from '@/tools/tpp-kit/certificate-files';
import { newOrganizationIdentifier } from '@/tools/tpp-kit/create-sandbox-tpp';
import { createTppClient } from '@/tools/tpp-kit/tpp-client';
import { grantKariPrivateConsent } from '../fixtures/psu-test';
import { expect, test } from '../fixtures/portal-test';
import { consentBody, rawSignedRequest } from '../portal-tools/portal-tools-fixtures';

// D27: from nothing to a first signed, consented call without leaving the browser: sign up, verify the address from the
// sandbox outbox, sign in, generate a certificate (key made in the browser), then use the downloaded key and
// certificate as a TPP: initialize the sandbox, get Kari's consent in the browser, read her accounts; then find that call
// in Requests and check a request signed with the key in the Signature debugger.
test('sign-up, verification, sign-in, Generate certificate, a first consented call with the downloaded key, seen in Requests and checked in the Signature debugger', async ({
  page,
  tppSite,
  baseURL,
}) => {
  // The whole journey in one browser: sign-up to a consented call, then two portal pages.
  test.setTimeout(120_000);
  const email = `e2e-${Date.now().toString(36)}@example.test`;
  const password = 'a long enough password';
  await page.goto('/portal/sign-up');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('status')).toContainText('Check your e-mail');

  await page.goto('/portal/outbox');
  const mail = page.getByRole('listitem').filter({ hasText: email }).first();
  await mail.getByRole('link', { name: /verify-email/ }).click();
  await expect(page.getByRole('status')).toContainText('Your e-mail is verified');

  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/portal');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your way to a first consented call');

  await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Certificates' }).click();
  const organizationIdentifier = newOrganizationIdentifier();
  await page.getByLabel('organisationIdentifier').fill(organizationIdentifier);
  await page.getByLabel('Organisation name').fill('First Call AS');
  await page.getByRole('button', { name: 'Generate certificate' }).click();
  await expect(page.getByRole('link', { name: 'Download private key' })).toBeVisible({ timeout: 30_000 });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  try {
    for (const [name, file] of [
      ['Download private key', 'tpp-key.pem'],
      ['Download certificate', 'tpp-cert.pem'],
    ] as const) {
      const download = page.waitForEvent('download');
      await page.getByRole('link', { name }).click();
      await (await download).saveAs(path.join(dir, file));
    }
    await expect(
      page.getByRole('heading', { name: `Certificates of First Call AS (${organizationIdentifier})` }),
    ).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();

    const certificate = loadTppCertificate(dir);
    const client = createTppClient({ baseUrl: baseURL ?? '', certificate });
    expect((await client.request('POST', '/v1/sandbox/initialize')).status).toBe(200);
    const tpp = {
      organizationIdentifier,
      client,
      certificate: {
        ...certificate,
        certificateBase64: new X509Certificate(certificate.certificatePem).raw.toString('base64'),
      },
    };
    const psuId = await grantKariPrivateConsent(page, tpp, tppSite, 'portal-first-call');
    const accounts = await client.request('GET', '/v1/accounts', {
      headers: { 'PSU-ID': psuId, 'PSU-IP-Address': '198.51.100.7' },
    });
    expect(accounts.status, accounts.text).toBe(200);
    expect((accounts.body as { accounts: unknown[] }).accounts.length).toBeGreaterThan(0);

    // The call just made is in the request inspector, and a request signed with the same key checks out in the debugger.
    // The consent left the browser on the TPP's site: back to the portal, as a developer would.
    await page.goto('/portal');
    // The dashboard's last step is done once the log holds the answered read (written just after the response, D31).
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('listitem').filter({ hasText: 'Read accounts with the consent' })).toContainText(
        '(Done)',
      );
    }).toPass({ timeout: 15_000 });
    await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Requests' }).click();
    await expect(page.getByRole('heading', { name: 'Requests', level: 1 })).toBeVisible();
    // D31: the row is written just after the response; the page refreshes its list every few seconds.
    await expect(page.getByText('listAccounts').first()).toBeVisible({ timeout: 15_000 });
    await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Signature debugger' }).click();
    await page.getByLabel('Raw request').fill(rawSignedRequest(certificate, consentBody));
    await page.getByRole('button', { name: 'Check signature' }).click();
    await expect(page.getByTestId('verdict')).toHaveText('Valid');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
