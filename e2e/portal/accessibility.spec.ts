import type { Browser, Page } from '@playwright/test';
import { axeBuilder } from '../fixtures/axe-builder';
import { expect, test } from '../fixtures/portal-test';
import { newOrganizationIdentifier } from '@/tools/tpp-kit/create-sandbox-tpp';

// D27: every page of the portal, the developer tools included, at a desktop and a phone width, with no serious or
// critical axe violation, in English and Norwegian; and each page again with the notes and refusals it can show (a
// warning note, a refusal at a field, a refusal above the form), since those add their own colours and links.
const widths = [1280, 390];
const publicPages = [
  '/portal/sign-in',
  '/portal/sign-in?verified=1',
  '/portal/sign-in?verifyFailed=1',
  '/portal/sign-up',
  '/portal/sign-up?mailed=1',
  '/portal/sign-up?error=email',
  '/portal/sign-up?error=mail',
  '/portal/sign-up?mailed=0&mail=slowed',
  '/portal/forgot-password',
  '/portal/forgot-password?mailed=1',
  '/portal/forgot-password?mail=throttled',
  '/portal/reset-password?token=x',
  '/portal/reset-password?token=x&error=too-short',
  '/portal/reset-password?token=x&error=link-invalid',
  '/portal/outbox',
];
const signedInPages = [
  '/portal',
  '/portal?resent=slowed',
  '/portal/certificates',
  '/portal/certificates?linked=1',
  '/portal/certificates?error=signature',
  '/portal/certificates?error=other-key',
  '/portal/organisation',
  '/portal/organisation?note=contactVerifyFailed',
  '/portal/organisation?error=email',
  '/portal/organisation?error=mail',
  '/portal/organisation?error=mail-refused&mail=throttled',
  '/portal/sandbox',
  '/portal/requests',
  '/portal/signature-debugger',
  // The TPP's consents and payments, account settings
  '/portal/consents',
  '/portal/payments',
  '/portal/account',
  '/portal/account?error=current-wrong',
  '/portal/account?error=mail-refused&mail=throttled',
  '/portal/certificates?note=revoked',
  '/portal/certificates?error=confirm-revoke',
];
// D27: one frame for every signed-in page, and its navigation names every part of the portal.
const navigation = [
  'Certificates',
  'Organisation',
  'Sandbox data',
  'Requests',
  'Signature debugger',
  'API reference',
  'Getting started',
  // The TPP's consents and payments, account settings
  'Consents',
  'Payments',
  'Account',
  'Account security',
  'Sign out',
];

async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
}

/**
 * Opens `path` once and checks it at each width by resizing (the portal's layout answers the width with CSS alone):
 * axe, no sideways scrolling, and `alsoCheck` for what else must hold at that width.
 */
async function expectAccessible(page: Page, path: string, alsoCheck?: (where: string) => Promise<void>) {
  await openPage(page, path);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    const where = `${path} at ${width} px`;
    const { violations } = await axeBuilder(page).analyze();
    const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(
      serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
      where,
    ).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${where} scrolls sideways`).toBeLessThanOrEqual(0);
    await alsoCheck?.(where);
  }
}

/** A developer signed up, verified through the outbox, signed in, and linked to a new TPP by Generate certificate. */
async function signedInLinkedDeveloper(page: Page) {
  const email = `a11y-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.test`;
  const password = 'a long enough password';
  await page.goto('/portal/sign-up');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.goto('/portal/outbox');
  await page
    .getByRole('listitem')
    .filter({ hasText: email })
    .first()
    .getByRole('link', { name: /verify-email/ })
    .click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/portal');
  await page.goto('/portal/certificates');
  await page.getByLabel('organisationIdentifier').fill(newOrganizationIdentifier());
  await page.getByLabel('Organisation name').fill('Accessible AS');
  await page.getByRole('button', { name: 'Generate certificate' }).click();
  await expect(page.getByRole('link', { name: 'Download certificate' })).toBeVisible({ timeout: 30_000 });
}

/**
 * The portal speaks the browser's language (D27): the same pages again in a browser that prefers Norwegian, with the
 * cookies of `from` (its portal session, if any).
 */
async function inNorwegian(browser: Browser, from: Page, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale: 'nb-NO',
    extraHTTPHeaders: { 'Accept-Language': 'nb-NO,nb;q=0.9' },
    viewport: { width: widths[0]!, height: 900 },
    storageState: await from.context().storageState(),
  });
  return context.newPage();
}

async function expectAccessibleInNorwegian(page: Page, path: string) {
  await expectAccessible(page, path);
  await expect(page.locator('[lang="nb"]').first(), `${path} in Norwegian`).toBeAttached();
}

test(`signed-out portal pages at ${widths.join(' and ')} px have no serious or critical axe violations`, async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: widths[0]!, height: 900 });
  for (const path of publicPages) await expectAccessible(page, path);
  const norwegian = await inNorwegian(browser, page, baseURL);
  for (const path of publicPages) await expectAccessibleInNorwegian(norwegian, path);
  await norwegian.context().close();
});

test(`signed-in portal pages at ${widths.join(' and ')} px have no serious or critical axe violations`, async ({
  page,
  browser,
  baseURL,
}) => {
  // Sign-up, a key made in the browser, then axe on every signed-in page and its states: longer than one page's test.
  test.setTimeout(300_000);
  await page.setViewportSize({ width: widths[0]!, height: 900 });
  await signedInLinkedDeveloper(page);
  for (const path of signedInPages) {
    await expectAccessible(page, path, async (where) => {
      await expect(page.getByRole('banner'), where).toHaveCount(1);
      const links = page.getByRole('navigation', { name: 'Portal' }).getByRole('listitem');
      await expect(links, where).toHaveText(navigation);
      // A refused field takes the focus and scrolls into view; the navigation must fit the width at the page's top.
      await page.evaluate(() => window.scrollTo(0, 0));
      for (const link of await links.all()) await expect(link, where).toBeInViewport();
    });
  }
  const norwegian = await inNorwegian(browser, page, baseURL);
  for (const path of signedInPages) await expectAccessibleInNorwegian(norwegian, path);
  await norwegian.context().close();
});

test.describe('in Norwegian', () => {
  test.use({ locale: 'nb-NO', extraHTTPHeaders: { 'Accept-Language': 'nb-NO,nb;q=0.9' } });

  // Their axe checks in Norwegian are the sweep's above.
  test('the sign-in and sign-up pages speak bokmål', async ({ page }) => {
    await openPage(page, '/portal/sign-up');
    await expect(page.getByRole('button', { name: 'Opprett konto' })).toBeVisible();
    await openPage(page, '/portal/sign-in');
    await expect(page.getByRole('button', { name: 'Logg inn' })).toBeVisible();
  });
});
