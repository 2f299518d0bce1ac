import type { Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { axeBuilder } from '../fixtures/axe-builder';
import { developerAccount } from '../fixtures/portal-developer';
import { expect, test } from '../fixtures/portal-test';
import { initializedTpp } from '../fixtures/sandbox-tpp';

// D27: two-step verification (TOTP) as a team uses it: one member turns it on and requires it for the TPP; a second
// member is then sent to set it up before anything else and asked for the code at every sign-in. Axe-clean at 1280
// and 390 px, no sideways scrolling.
const password = 'a long enough password';

/** A code of the step `steps` from now: each step's code is accepted once, so a test moves on to the next. */
const codeFor = (secret: string, steps = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * steps });

async function expectAccessible(page: Page, where: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const { violations } = await axeBuilder(page).analyze();
    const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(
      serious.map((violation) => violation.id),
      `${where} at ${width} px`,
    ).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${where} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function signIn(page: Page, email: string) {
  await page.goto('/portal/sign-in');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Sets up two-step verification on Account security; the setup key the page shows. */
async function turnOnTotp(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Set up two-step verification' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.locator('code').first().textContent()) ?? '';
  await page.getByLabel('Code from the app').fill(codeFor(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Two-step verification is on.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem')).toHaveCount(10);
  return secret;
}

test('a second developer of a TPP that requires TOTP is sent to set it up, then asked for the code', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const tpp = await initializedTpp(baseURL ?? '');
  const first = await developerAccount(tpp.organizationIdentifier, password);
  const second = await developerAccount(tpp.organizationIdentifier, password);

  await signIn(page, first);
  await page.waitForURL('**/portal');
  await page.getByRole('link', { name: 'Account security' }).click();
  await expect(page.getByRole('heading', { name: 'Account security', level: 1 })).toBeVisible();
  await expectAccessible(page, 'Account security');
  await turnOnTotp(page);
  await expectAccessible(page, 'Account security with recovery codes');
  await page.getByRole('link', { name: 'Organisation' }).click();
  await page.getByRole('button', { name: 'Require for all members' }).click();
  await expect(page.getByText('Every member of this TPP must sign in with two-step verification.')).toBeVisible();
  const changes = page.getByRole('region', { name: 'Changes' });
  await expect(changes.getByRole('row', { name: /Two-step verification required for all members/ })).toContainText(
    first,
  );
  await expectAccessible(page, 'Organisation with changes');

  const context = await browser.newContext({ baseURL });
  const member = await context.newPage();
  await signIn(member, second);
  await member.waitForURL('**/portal/security?enrol=required');
  await expect(member.getByText('Your TPP requires two-step verification for all its members.')).toBeVisible();
  await member.goto('/portal/sandbox');
  await expect(member).toHaveURL(/\/portal\/security\?enrol=required$/);
  const secret = await turnOnTotp(member);
  await member.getByRole('button', { name: 'Sign out' }).click();
  await member.waitForURL('**/portal/sign-in**');

  await signIn(member, second);
  await member.waitForURL('**/portal/sign-in/code**');
  await expect(member.getByRole('heading', { name: 'Two-step verification', level: 1 })).toBeVisible();
  await expectAccessible(member, 'the sign-in code step');
  await member.getByLabel('Authentication code').fill('000000');
  await member.getByRole('button', { name: 'Verify' }).click();
  await expect(member.getByText('That code is not right, or it was used already.')).toBeVisible();
  await expectAccessible(member, 'the sign-in code step refused');
  await member.getByLabel('Authentication code').fill(codeFor(secret, 1));
  await member.getByRole('button', { name: 'Verify' }).click();
  await member.waitForURL('**/portal');
  await expect(
    member.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Sandbox data' }),
  ).toBeVisible();
  await context.close();
});

test('"Confirm it\'s you" and the code step in Norwegian', async ({ browser, baseURL }) => {
  const tpp = await initializedTpp(baseURL ?? '');
  const email = await developerAccount(tpp.organizationIdentifier, password);
  const context = await browser.newContext({
    baseURL,
    locale: 'nb-NO',
    extraHTTPHeaders: { 'Accept-Language': 'nb-NO,nb;q=0.9' },
  });
  const page = await context.newPage();
  await page.goto('/portal/sign-in');
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Passord').fill(password);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await page.waitForURL('**/portal');
  await page.goto('/portal/reauthenticate?callbackUrl=%2Fportal%2Forganisation');
  await expect(page.getByRole('heading', { name: 'Bekreft at det er deg', level: 1 })).toBeVisible();
  await expectAccessible(page, 'Bekreft at det er deg');
  await page.getByLabel('Passord').fill(password);
  await page.getByRole('button', { name: 'Bekreft' }).click();
  await page.waitForURL('**/portal/organisation');
  await expect(page.getByRole('heading', { name: 'Totrinnsbekreftelse for alle medlemmer' })).toBeVisible();
  await context.close();
});
