import type { Page } from '@playwright/test';
import { developerAccount } from '../fixtures/portal-developer';
import { tppMessage } from '../fixtures/sandbox-tpp';
import { expect, expectAccessible, test } from './portal-tools-fixtures';
import { test as portalTest } from '../fixtures/portal-test';

// D27, D33: the pages a TPP team expects: /status and /support (public), the TPP's own consents and payments,
// certificate revocation and account settings, accessible at 1280 and 390 px in English and Norwegian.
const widths = [1280, 390];

/** axe and no sideways scrolling at each width, on the page as it is now. */
async function expectAccessibleAtBothWidths(page: Page, path: string) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${path} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
  }
}

portalTest(
  '/status and /support work without signing in, in English and Norwegian',
  async ({ page, browser, baseURL }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Service health' }).click();
    await expect(page).toHaveURL(/\/status$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Service status' })).toBeVisible();
    await expect(page.getByRole('row', { name: /API \(XS2A\)/ })).toContainText('Operational');
    await expectAccessibleAtBothWidths(page, '/status');
    await page.getByRole('link', { name: 'Developer support' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Developer support' })).toBeVisible();
    await expectAccessibleAtBothWidths(page, '/support');
    await expect(page.getByRole('link', { name: 'Your calls refused with CONSENT_EXPIRED' })).toHaveAttribute(
      'href',
      '/portal/requests?code=CONSENT_EXPIRED',
    );
    const norwegian = await browser.newContext({
      baseURL,
      locale: 'nb-NO',
      extraHTTPHeaders: { 'Accept-Language': 'nb-NO,nb;q=0.9' },
    });
    const side = await norwegian.newPage();
    await side.goto('/status');
    await expect(side.getByRole('heading', { level: 1, name: 'Driftsstatus' })).toBeVisible();
    await expectAccessibleAtBothWidths(side, '/status');
    await side.goto('/support');
    await expect(side.getByRole('heading', { level: 1, name: 'Utviklerstøtte' })).toBeVisible();
    await expectAccessibleAtBothWidths(side, '/support');
    await norwegian.close();
  },
);

test('revokes a certificate on /portal/certificates: the API then refuses it with CERTIFICATE_REVOKED', async ({
  page,
  linkedTpp,
}) => {
  expect((await linkedTpp.client.request('GET', '/v1/no-such-resource')).status).toBe(404);
  for (const path of ['/portal/consents', '/portal/payments', '/portal/account']) {
    await page.goto(path);
    await expectAccessibleAtBothWidths(page, path);
  }
  await page.goto('/portal/certificates');
  await page.setViewportSize({ width: 390, height: 900 });
  const revokeForm = page.locator('form[action="/portal/actions/revoke-certificate"]').first();
  await revokeForm.getByLabel('Yes, the API refuses this certificate from now on').check();
  await revokeForm.getByRole('button', { name: /^Revoke / }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The certificate is revoked' })).toBeVisible();
  await expect(page.getByRole('cell', { name: /^Revoked on / })).toBeVisible();
  await expectAccessibleAtBothWidths(page, '/portal/certificates');
  const refused = await linkedTpp.client.request('GET', '/v1/no-such-resource');
  expect(refused.status).toBe(401);
  expect(tppMessage(refused).code).toBe('CERTIFICATE_REVOKED');
});

portalTest('changes the password on /portal/account with the current one', async ({ page, tpp }) => {
  const password = 'a long enough password';
  const email = await developerAccount(tpp.organizationIdentifier, password);
  await page.goto('/portal/sign-in');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/portal');
  await page.getByRole('link', { name: 'Account', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  await page.getByLabel('Current password').fill('not the password at all');
  await page.getByLabel('New password').fill('another long passphrase');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessibleAtBothWidths(page, '/portal/account?error=current-wrong');
  await page.getByLabel('Current password').fill(password);
  await page.getByLabel('New password').fill('another long passphrase');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password is changed.' })).toBeVisible();
});
