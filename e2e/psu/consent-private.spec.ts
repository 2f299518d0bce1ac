import { errorCode, expect, kari, ola, openConsent, returnedTo, signIn, test, uuidPattern } from '../fixtures/psu-test';

// D17: from a signed POST /v1/bank-offered-consents through the bank's pages back to the TPP, for a private PSU.
test('a private PSU signs in, chooses Private, ticks accounts and approves; the TPP gets psu-id, its session id and context', async ({
  page,
  tpp,
  tppSite,
}) => {
  const redirectUri = tppSite.url('/callback?state=st-123');
  const { consentId } = await openConsent(page, tpp, {
    'TPP-Redirect-URI': redirectUri,
    'TPP-Session-ID': 'session-private-1',
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Sign in to give Budget Buddy .+ AS access$/);
  await signIn(page, ola);
  await expect(page.getByRole('heading', { level: 1, name: 'Who are you acting for?' })).toBeVisible();
  await page.getByRole('radio', { name: /^Private/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Give Budget Buddy .+ AS access to your accounts$/);
  await expect(page.getByText('Acting as: Private')).toBeVisible();
  await expect(page.getByText(/^Until .+ \(90 days\)\.$/)).toBeVisible();
  const accounts = page.getByRole('checkbox');
  await expect(accounts).toHaveCount(3);
  await accounts.nth(0).check();
  await page.getByRole('checkbox', { name: /Card/ }).check();
  await page.getByRole('button', { name: 'Approve' }).click();

  const parameters = await returnedTo(page, tppSite.url('/callback'));
  expect(parameters).toEqual({
    state: 'st-123',
    'psu-id': expect.stringMatching(uuidPattern),
    'tpp-session-id': 'session-private-1',
    context: 'PRIVATE',
  });

  const status = await tpp.client.request('GET', `/v1/consents/${consentId}/status`);
  expect(status.body).toEqual({ consentStatus: 'valid' });
  const consent = await tpp.client.request('GET', `/v1/consents/${consentId}`);
  const access = (consent.body as { access: { accounts: { iban?: string; maskedPan?: string }[] } }).access;
  expect(access.accounts).toHaveLength(2);
  expect(access.accounts.filter((reference) => reference.maskedPan)).toHaveLength(1);

  const accountList = await tpp.client.request('GET', '/v1/accounts', {
    headers: { 'PSU-ID': parameters['psu-id'] ?? '' },
  });
  expect(accountList.status).toBe(200);
});

test('PSU-Context: PRIVATE skips the picker, and without a TPP-Session-ID the bank creates one (D8)', async ({
  page,
  tpp,
  tppSite,
}) => {
  await openConsent(page, tpp, {
    'TPP-Redirect-URI': tppSite.url('/cb'),
    'PSU-Context': 'PRIVATE',
  });
  await signIn(page, kari);
  await expect(page.getByText('Acting as: Private')).toBeVisible();
  await page.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Approve' }).click();
  const parameters = await returnedTo(page, tppSite.url('/cb'));
  expect(parameters['tpp-session-id']).toMatch(/^[A-Za-z0-9_-]{22}$/);
  expect(parameters.context).toBe('PRIVATE');
  expect(parameters['psu-corporate-id']).toBeUndefined();
});

test('approving needs at least one account', async ({ page, tpp, tppSite }) => {
  await openConsent(page, tpp, {
    'TPP-Redirect-URI': tppSite.url('/cb'),
    'PSU-Context': 'PRIVATE',
  });
  await signIn(page, kari);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.locator('#consent-error')).toHaveText(/Choose at least one account\./);
  await expect(page.locator('#consent-error')).toHaveAttribute('role', 'alert');
  const before = await tpp.client.request('GET', '/v1/accounts', {
    headers: { 'PSU-ID': '6a0e6f8c-5b0f-4c4e-9d1c-2c3a7d0e1f22', 'TPP-Redirect-URI': tppSite.url('/cb') },
  });
  expect(errorCode(before)).toBe('CONSENT_INVALID');
});
