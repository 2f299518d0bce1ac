import { ageScaLink } from '../fixtures/e2e-database';
import { expect, kari, openConsent, requestConsent, returnedTo, signIn, test } from '../fixtures/psu-test';

// D17 and spec "SCA redirect flow" 5: failures return to the TPP with system, status, code and message.
test('Cancel returns to TPP-Nok-Redirect-URI with the failure parameters; the consent is rejected', async ({
  page,
  tpp,
  tppSite,
}) => {
  const { consentId } = await openConsent(page, tpp, {
    'TPP-Redirect-URI': tppSite.url('/ok'),
    'TPP-Nok-Redirect-URI': tppSite.url('/nok?state=n1'),
  });
  await signIn(page, kari);
  await page.getByRole('button', { name: 'Cancel' }).click();
  // D29: Cancel asks once; only "Yes, cancel" cancels.
  await page.getByRole('button', { name: 'Yes, cancel' }).click();
  expect(await returnedTo(page, tppSite.url('/nok'))).toEqual({
    state: 'n1',
    system: 'SCA',
    status: '401',
    code: 'CONSENT_INVALID',
    message: 'The customer cancelled the authorisation.',
  });
  expect(page.url()).toContain('message=The%20customer%20cancelled%20the%20authorisation.');
  expect((await tpp.client.request('GET', `/v1/consents/${consentId}/status`)).body).toEqual({
    consentStatus: 'rejected',
  });
});

test('Cancel on the sign-in page needs no number and returns to TPP-Redirect-URI when there is no Nok URI', async ({
  page,
  tpp,
  tppSite,
}) => {
  await openConsent(page, tpp, { 'TPP-Redirect-URI': tppSite.url('/back') });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Yes, cancel' }).click();
  expect(await returnedTo(page, tppSite.url('/back'))).toMatchObject({
    system: 'SCA',
    status: '401',
    code: 'CONSENT_INVALID',
  });
});

test('a number that is not 11 digits is explained and does not count as an attempt', async ({ page, tpp, tppSite }) => {
  await openConsent(page, tpp, { 'TPP-Redirect-URI': tppSite.url('/back') });
  await signIn(page, '1234');
  await expect(page.locator('#sign-in-error')).toHaveText(/Enter the 11 digits of your national identity number\./);
  await signIn(page, '99999999999');
  await expect(page.locator('#sign-in-error')).toContainText('2 attempts left.');
});

test('an expired link (15 minutes) shows a clear page and never reaches the sign-in', async ({
  page,
  tpp,
  tppSite,
}) => {
  const { consentId, scaRedirect } = await requestConsent(tpp, { 'TPP-Redirect-URI': tppSite.url('/back') });
  await ageScaLink(scaRedirect);
  await page.goto(scaRedirect);
  await expect(page.getByRole('heading', { level: 1, name: 'This link has expired' })).toBeVisible();
  await expect(page.getByLabel('National identity number')).toHaveCount(0);
  expect((await tpp.client.request('GET', `/v1/consents/${consentId}/status`)).body).toEqual({
    consentStatus: 'rejected',
  });
});

test('a link works once: another browser is refused; the browser that opened it goes on where it was (D29)', async ({
  page,
  browser,
  tpp,
  tppSite,
}) => {
  const { scaRedirect } = await openConsent(page, tpp, { 'TPP-Redirect-URI': tppSite.url('/back') });
  await expect(page.getByLabel('National identity number')).toBeVisible();

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  const refused = await otherPage.goto(scaRedirect);
  expect(refused?.status()).toBe(410);
  await expect(otherPage.getByRole('heading', { level: 1, name: 'This link has already been used' })).toBeVisible();
  await expect(
    otherPage.getByText('The request is still open in the window where the link was first opened. Finish it there.'),
  ).toBeVisible();
  await other.close();

  await page.goto(scaRedirect);
  await expect(page).toHaveURL(/\/sca\/sign-in\?sca=[\w-]{22}$/);
  await expect(page.getByLabel('National identity number')).toBeVisible();
});

test('an unknown link is refused', async ({ page }) => {
  await page.goto('/sca/not-a-real-link-token-at-all-0123456789');
  await expect(page.getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible();
});
