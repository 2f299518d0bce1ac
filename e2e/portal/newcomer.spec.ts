import { X509Certificate } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { portalMessagesEn } from '@/lib/portal/i18n/messages-en';
import { portalMessagesNb } from '@/lib/portal/i18n/messages-nb';
import { messagesEn } from '@/lib/psu/i18n/messages-en';
import { messagesNb } from '@/lib/psu/i18n/messages-nb';
import { loadTppCertificate } from '@/tools/tpp-kit/certificate-files';
import { newOrganizationIdentifier } from '@/tools/tpp-kit/create-sandbox-tpp';
import { createTppClient, type TppClient } from '@/tools/tpp-kit/tpp-client';
import { completeSca } from '../fixtures/complete-sca';
import { nokTransfer } from '../fixtures/nok-transfer';
import { kari } from '../fixtures/psu-test';
import { expect, test } from '../fixtures/portal-test';
import { signInDeveloper } from '../fixtures/portal-developer';
import { expectAccessible } from '../portal-tools/portal-tools-fixtures';

// D27: a newcomer's way from the home page to a first signed call and a payment, with no dead end: the sandbox
// has no SMTP, so every "we mailed you" leads to the outbox; "verify first" is said before any work; a page opened on
// another host than PUBLIC_URL's (127.0.0.1 here) moves to it before the sign-up. Each language at both widths, each
// host in both languages; axe on every page on the way.
const variants = [
  { language: 'en', width: 1280, host: 'localhost' },
  { language: 'nb', width: 390, host: '127.0.0.1' },
  { language: 'nb', width: 1280, host: 'localhost' },
  { language: 'en', width: 390, host: '127.0.0.1' },
] as const;

const dictionaries = {
  en: { portal: portalMessagesEn, site: messagesEn, locale: 'en-GB' },
  nb: { portal: portalMessagesNb, site: messagesNb, locale: 'nb-NO' },
} as const;

/** Follows the newest outbox mail to `to` by its link that matches `link`, after checking it is on the public origin. */
async function followMailedLink(page: Page, origin: string, to: string, link: RegExp): Promise<void> {
  const mail = page.getByRole('listitem').filter({ hasText: to }).first();
  const anchor = mail.getByRole('link', { name: link });
  expect(new URL((await anchor.getAttribute('href')) ?? '').origin).toBe(origin);
  await anchor.click();
}

/** The key and certificate the page offers, downloaded, as a TPP's signing client on `origin`. */
async function downloadedClient(
  page: Page,
  origin: string,
  texts: { downloadKey: string; downloadCertificate: string },
): Promise<TppClient> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-newcomer-'));
  try {
    for (const [name, file] of [
      [texts.downloadKey, 'tpp-key.pem'],
      [texts.downloadCertificate, 'tpp-cert.pem'],
    ] as const) {
      const download = page.waitForEvent('download');
      await page.getByRole('link', { name }).click();
      await (await download).saveAs(path.join(dir, file));
    }
    const certificate = loadTppCertificate(dir);
    expect(new X509Certificate(certificate.certificatePem).subject).toContain('Newcomer AS');
    return createTppClient({ baseUrl: origin, certificate });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

for (const variant of variants) {
  const { portal, site, locale } = dictionaries[variant.language];
  test.describe(`${variant.language} at ${variant.width} px, opened on ${variant.host}`, () => {
    test.use({ locale, viewport: { width: variant.width, height: 900 } });

    test('from the home page to a first signed call and a payment, every mail by a link to the outbox', async ({
      page,
      baseURL,
    }) => {
      // Sign-up to a payment in one browser, with axe on each page: longer than one page's test.
      test.setTimeout(180_000);
      const origin = new URL(baseURL ?? '').origin;
      const email = `newcomer-${Date.now().toString(36)}@example.test`;
      const password = 'a long enough password';
      const { account, newcomer, certificates, organisation, dashboard } = portal;

      // One canonical origin: the home page opened on either host is served on PUBLIC_URL's.
      await page.goto(`http://${variant.host}:${new URL(origin).port}/`);
      expect(new URL(page.url()).origin).toBe(origin);
      await expectAccessible(page);
      await page
        .getByRole('region', { name: site.home.developersHeading })
        .getByRole('link', { name: site.home.portal })
        .click();

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(account.signUpTitle);
      await page.getByLabel(account.email, { exact: true }).fill(email);
      await page.getByLabel(account.password, { exact: true }).fill(password);
      await page.getByRole('button', { name: account.createAccount }).click();
      await expect(page.getByRole('status')).toContainText(account.mailed);
      await expect(page.getByRole('status')).toContainText(newcomer.mailInOutbox);
      await expectAccessible(page);

      // Signed in before verifying: the dashboard's open step leads to the outbox too.
      await page.goto('/portal/sign-in');
      await page.getByLabel(account.email, { exact: true }).fill(email);
      await page.getByLabel(account.password, { exact: true }).fill(password);
      await page.getByRole('button', { name: account.signIn, exact: true }).click();
      await page.waitForURL(`${origin}/portal`);
      const verifyStep = page.getByRole('listitem').filter({ hasText: dashboard.steps.verify });
      await expect(verifyStep.getByRole('link', { name: newcomer.openOutbox })).toBeVisible();
      await expectAccessible(page);

      // "Verify first" before any work: both certificate buttons are off and say why.
      await page.goto('/portal/certificates');
      await expect(page.getByText(newcomer.verifyFirst)).toBeVisible();
      await expect(page.getByRole('button', { name: certificates.generate })).toBeDisabled();
      await expect(page.getByRole('button', { name: certificates.linkCertificate })).toBeDisabled();
      await expect(page.getByRole('button', { name: certificates.generate })).toHaveAccessibleDescription(
        new RegExp(newcomer.verifyFirst.slice(0, 40)),
      );
      await expectAccessible(page);
      await page.getByRole('link', { name: newcomer.openOutbox }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(portal.outbox.title);
      await expectAccessible(page);
      await followMailedLink(page, origin, email, /verify-email/);
      await page.waitForURL(`${origin}/portal`);
      await expect(verifyStep).toContainText(`(${dashboard.done})`);

      await page.goto('/portal/certificates');
      const organizationIdentifier = newOrganizationIdentifier();
      await page.getByLabel(certificates.organisationIdentifier, { exact: true }).fill(organizationIdentifier);
      await page.getByLabel(certificates.organisationName, { exact: true }).fill('Newcomer AS');
      await page.getByRole('button', { name: certificates.generate }).click();
      await expect(page.getByRole('link', { name: certificates.downloadKey })).toBeVisible({ timeout: 60_000 });
      const client = await downloadedClient(page, origin, certificates);
      await expectAccessible(page);

      // The contact e-mail, verified by its mailed link, reached from the note that says it was sent.
      const contact = `ops-${Date.now().toString(36)}@example.test`;
      await page.goto('/portal/organisation');
      await page.getByRole('textbox', { name: organisation.contactEmail, exact: true }).fill(contact);
      await page.getByRole('button', { name: organisation.save }).first().click();
      await expect(page.getByRole('status').filter({ hasText: organisation.saved })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('status').getByRole('link', { name: newcomer.openOutbox }).click();
      await followMailedLink(page, origin, contact, /verify-contact-email/);
      await expect(page.getByRole('status').filter({ hasText: organisation.contactVerified })).toBeVisible();
      await expectAccessible(page);

      // The first signed call and a payment with the downloaded key, approved by a sandbox customer.
      expect((await client.request('POST', '/v1/sandbox/initialize')).status).toBe(200);
      const consent = await client.request('POST', '/v1/bank-offered-consents', {
        headers: { 'TPP-Redirect-URI': 'https://tpp.example/consented', 'PSU-Context': 'PRIVATE' },
      });
      expect(consent.status, consent.text).toBe(201);
      const consentBody = consent.body as { _links: { scaRedirect: { href: string } } };
      const back = await completeSca({
        baseUrl: origin,
        scaRedirect: consentBody._links.scaRedirect.href,
        customerNumber: kari,
      });
      const accounts = await client.request('GET', '/v1/accounts', {
        headers: { 'PSU-ID': back.searchParams.get('psu-id') ?? '', 'PSU-IP-Address': '198.51.100.7' },
      });
      expect(accounts.status, accounts.text).toBe(200);
      expect((accounts.body as { accounts: unknown[] }).accounts.length).toBeGreaterThan(0);

      const payment = await client.request('POST', '/v1/payments/norwegian-domestic-credit-transfers', {
        body: JSON.stringify(nokTransfer('125.50')),
        headers: { 'TPP-Redirect-URI': 'https://tpp.example/paid', 'PSU-Context': 'PRIVATE' },
      });
      expect(payment.status, payment.text).toBe(201);
      const paymentBody = payment.body as { _links: { scaRedirect: { href: string }; status: { href: string } } };
      await completeSca({ baseUrl: origin, scaRedirect: paymentBody._links.scaRedirect.href, customerNumber: kari });
      const status = await client.request('GET', paymentBody._links.status.href);
      expect(status.status, status.text).toBe(200);
      expect(['RCVD', 'RJCT', 'CANC']).not.toContain((status.body as { transactionStatus: string }).transactionStatus);
    });
  });
}

test.describe('Generate certificate', () => {
  test('makes the key without WebCrypto and without web workers, as on a plain-http origin other than localhost', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    // A page without WebCrypto, as a browser offers on http://192.0.2.10, say; node-forge would then start web workers
    // from a script the portal does not serve, and wait for ever.
    await context.addInitScript(() => {
      Object.defineProperty(Crypto.prototype, 'subtle', { get: () => undefined, configurable: true });
    });
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await signInDeveloper(context, baseURL ?? '');
    await page.goto('/portal/certificates');
    expect(await page.evaluate(() => typeof crypto.subtle)).toBe('undefined');
    await page
      .getByLabel(portalMessagesEn.certificates.organisationIdentifier, { exact: true })
      .fill(newOrganizationIdentifier());
    await page.getByLabel('Organisation name', { exact: true }).fill('Plain Http AS');
    await page.getByRole('button', { name: 'Generate certificate' }).click();
    await expect(page.getByRole('link', { name: 'Download private key' })).toBeVisible({ timeout: 150_000 });
    expect(workers).toEqual([]);
  });

  test('says so in an alert when the certificate cannot be issued, instead of waiting for ever', async ({
    page,
    context,
    baseURL,
  }) => {
    await signInDeveloper(context, baseURL ?? '');
    await page.route('**/portal/actions/issue-certificate', (route) => route.abort('connectionreset'));
    await page.goto('/portal/certificates');
    await page
      .getByLabel(portalMessagesEn.certificates.organisationIdentifier, { exact: true })
      .fill(newOrganizationIdentifier());
    await page.getByLabel('Organisation name', { exact: true }).fill('Broken Line AS');
    await page.getByRole('button', { name: 'Generate certificate' }).click();
    await expect(page.getByRole('alert').filter({ hasText: portalMessagesEn.certificates.errors.failed })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('button', { name: 'Generate certificate' })).toBeEnabled();
  });
});
