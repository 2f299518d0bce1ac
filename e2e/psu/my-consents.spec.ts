import { expect } from '@playwright/test';
import { setConsentLastAccess } from '../fixtures/consent-last-access';
import { describeEachLanguage, test } from '../fixtures/psu-pages';
import { errorCode, ola, redirectParameters, signIn } from '../fixtures/psu-test';
import { developerAccount, signInDeveloper } from '../fixtures/portal-developer';
import { initializedTpp } from '../fixtures/sandbox-tpp';

// D17, D30 and spec 9: on "My consents" the PSU sees which TPPs hold consent to which accounts and when each last used
// it; revoking asks for confirmation, then shows a receipt; revoked and replaced consents stay as history with their
// dates. The TPP is not told, and its next account information request is 403 CONSENT_UNKNOWN (D2). At desktop and
// phone widths, in English and Norwegian, with JavaScript off.
const cases = [
  { language: 'en', locale: 'en-GB', lastAccess: 'Last used by the provider: 20 November 2026 at 10:15' },
  { language: 'nb', locale: 'nb-NO', lastAccess: 'Sist brukt av tilbyderen: 20. november 2026 kl. 10:15' },
] as const;

describeEachLanguage(cases, ({ language, lastAccess }) => {
  test('last access, a confirmation before revoking, a receipt after, and the history', async ({
    page,
    psuPageContext,
  }) => {
    const context = psuPageContext(language);
    const words = context.words.myConsents;
    // A newer grant for the same TPP, PSU and context replaces the first one, which ends as expired (D17).
    const replacedId = await context.grantOlaConsent();
    const consentId = await context.grantOlaConsent();
    expect(consentId).not.toBe(replacedId);
    const psuId = redirectParameters(page)['psu-id'] ?? '';
    await setConsentLastAccess(consentId, new Date('2026-11-20T09:15:00Z'));
    const tpp = await context.tpp();

    await context.signInToMyConsents();
    const active = page.getByRole('region', { name: words.activeHeading });
    const history = page.getByRole('region', { name: words.historyHeading });
    await expect(
      active.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: tpp.name }) }),
    ).toContainText(lastAccess);
    await expect(history.getByRole('heading', { level: 3 })).toHaveText([tpp.name]);
    await expect(history).toContainText(words.ended.expired!(''));
    await expect(history).toContainText(words.neverAccessed);

    await active.getByRole('link', { name: `${words.revoke}${words.revokeFor(tpp.name)}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.confirmHeading(tpp.name));
    await page.getByRole('link', { name: words.keep }).click();
    await expect(active.getByRole('heading', { level: 3, name: tpp.name })).toBeVisible();
    expect((await tpp.client.request('GET', `/v1/consents/${consentId}/status`)).body).toEqual({
      consentStatus: 'valid',
    });

    await active.getByRole('link', { name: `${words.revoke}${words.revokeFor(tpp.name)}` }).click();
    await page.getByRole('button', { name: words.confirmRevoke }).click();
    await expect(page).toHaveURL(/\/my-consents\/revoked\?consent=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.receiptTitle);
    // Ola's consent holds his first account only: the receipt says so in the singular.
    await expect(page.getByRole('status')).toHaveText(words.receiptText(1));
    await expect(page.locator('dd').first()).toHaveText(tpp.name);
    await expect(page.locator('dd').nth(1)).toHaveText(/\d{4}/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.receiptTitle);

    await page.getByRole('link', { name: words.backToList }).click();
    await expect(active).toContainText(words.empty);
    await expect(history.getByRole('heading', { level: 3 })).toHaveText([tpp.name, tpp.name]);
    await expect(history.getByRole('listitem').first()).toContainText(words.ended.revokedByPsu!(''));
    await expect(history.getByRole('listitem').first()).toContainText(lastAccess);

    const afterRevoke = await tpp.client.request('GET', '/v1/accounts', {
      headers: { 'PSU-ID': psuId, 'TPP-Redirect-URI': (await context.tppSite()).url('/cb') },
    });
    expect(afterRevoke.status).toBe(403);
    expect(errorCode(afterRevoke)).toBe('CONSENT_UNKNOWN');
    expect((await tpp.client.request('GET', `/v1/consents/${consentId}/status`)).body).toEqual({
      consentStatus: 'revokedByPsu',
    });
  });
});

test("the confirmation and the receipt show nothing of a consent that is not the signed-in PSU's", async ({
  page,
  baseURL,
  psuPageContext,
}) => {
  const context = psuPageContext('en');
  const consentId = await context.grantOlaConsent();
  // Another TPP's sandbox has its own Ola (D4): signed in there (by that TPP's developer), this consent is not his.
  const other = await initializedTpp(baseURL ?? '');
  await signInDeveloper(page.context(), baseURL ?? '', other.organizationIdentifier);
  await page.goto('/my-consents');
  await signIn(page, ola);
  for (const path of [
    `/my-consents/revoke?consent=${consentId}`,
    `/my-consents/revoked?consent=${consentId}`,
    '/my-consents/revoke?consent=%00',
    '/my-consents/revoke',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/my-consents$/);
  }
  expect((await (await context.tpp()).client.request('GET', `/v1/consents/${consentId}/status`)).body).toEqual({
    consentStatus: 'valid',
  });
});

test('in the sandbox "My consents" opens from the portal, back on My consents after signing in there, in its TPP\'s sandbox only (D4)', async ({
  page,
  baseURL,
}) => {
  const tpp = await initializedTpp(baseURL ?? '');
  const password = 'a long enough password';
  const email = await developerAccount(tpp.organizationIdentifier, password);
  await page.goto('/my-consents');
  await expect(
    page.getByText('In the sandbox, My consents is opened from a session in the developer portal'),
  ).toBeVisible();
  await expect(page.getByLabel('National identity number')).toHaveCount(0);
  await page.getByRole('link', { name: 'Sign in to the developer portal' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // A portal sign-in (argon2 and the session) can take longer than an assertion's 5 s on a loaded machine.
  await page.waitForURL('**/my-consents');

  await expect(page.getByText(`use the number of one of ${tpp.name}'s test customers`)).toBeVisible();
  await signIn(page, '99999999999');
  await expect(page.locator('#sign-in-error')).toHaveText(
    /We could not find that customer in this provider's sandbox\./,
  );
  await signIn(page, ola);
  await expect(page.getByText('No provider has access to your accounts.')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('National identity number')).toBeVisible();
});

test('the portal\'s sandbox page opens "My consents" for the developer\'s sandbox; a developer not linked yet is told to link a certificate', async ({
  page,
  baseURL,
}) => {
  const tpp = await initializedTpp(baseURL ?? '');
  await signInDeveloper(page.context(), baseURL ?? '');
  await page.goto('/my-consents');
  await expect(page.getByText('Your developer account is not linked to a provider yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Link your certificate' })).toHaveAttribute(
    'href',
    '/portal/certificates?callbackUrl=%2Fmy-consents',
  );

  await signInDeveloper(page.context(), baseURL ?? '', tpp.organizationIdentifier);
  await page.goto('/portal/sandbox');
  await page.getByRole('link', { name: 'open My consents' }).click();
  await signIn(page, ola);
  await expect(page.getByText('Signed in as Ola Nordmann')).toBeVisible();
});
