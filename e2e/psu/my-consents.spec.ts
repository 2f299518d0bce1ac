import { errorCode, expect, ola, redirectParameters, requestConsent, signIn, test } from '../fixtures/psu-test';

// D17 and spec 9: the PSU sees at the bank which TPPs hold consent to which accounts, and revokes; the TPP is not
// told, and its next account information request is 403 CONSENT_UNKNOWN (D2).
test('the PSU revokes a consent on "My consents" and the TPP then gets 403 CONSENT_UNKNOWN', async ({ page, tpp, tppSite }) => {
  const { consentId, scaRedirect } = await requestConsent(tpp, { 'TPP-Redirect-URI': tppSite.url('/cb'), 'PSU-Context': 'PRIVATE' });
  await page.goto(scaRedirect);
  await signIn(page, ola);
  await page.getByRole('checkbox', { name: /Brukskonto/ }).check();
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.waitForURL((url) => url.href.startsWith(tppSite.url('/cb')));
  const psuId = redirectParameters(page)['psu-id'] ?? '';
  expect((await tpp.client.request('GET', '/v1/accounts', { headers: { 'PSU-ID': psuId } })).status).toBe(200);

  await page.goto(`/my-consents?provider=${tpp.organizationIdentifier}`);
  await expect(page.getByRole('heading', { level: 1, name: 'My consents' })).toBeVisible();
  await expect(page.getByLabel("Provider's organisation identifier")).toHaveValue(tpp.organizationIdentifier);
  await signIn(page, ola);
  await expect(page.getByText('Signed in as Ola Nordmann')).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: tpp.name }) });
  await expect(card.getByText('Private', { exact: true })).toBeVisible();
  await expect(card.getByText(/^Brukskonto · NO\d\d/)).toBeVisible();

  await card.getByRole('button', { name: `Revoke access for ${tpp.name}` }).click();
  await expect(page.getByRole('status')).toHaveText('Access withdrawn. The provider can no longer see your accounts.');
  await expect(page.getByText('No provider has access to your accounts.')).toBeVisible();

  const afterRevoke = await tpp.client.request('GET', '/v1/accounts', { headers: { 'PSU-ID': psuId, 'TPP-Redirect-URI': tppSite.url('/cb') } });
  expect(afterRevoke.status).toBe(403);
  expect(errorCode(afterRevoke)).toBe('CONSENT_UNKNOWN');
  expect((await tpp.client.request('GET', `/v1/consents/${consentId}/status`)).body).toEqual({ consentStatus: 'revokedByPsu' });
});

test('"My consents" sign-in explains an unknown customer, and only sees the named provider\'s sandbox (D4)', async ({ page, tpp }) => {
  await page.goto('/my-consents');
  await page.getByLabel("Provider's organisation identifier").fill('PSDNO-FSA-00000000');
  await signIn(page, ola);
  await expect(page.locator('#sign-in-error')).toHaveText(/We could not find that customer in this provider's sandbox\./);
  await page.getByLabel("Provider's organisation identifier").fill(tpp.organizationIdentifier);
  await signIn(page, ola);
  await expect(page.getByText('No provider has access to your accounts.')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('National identity number')).toBeVisible();
});
