import { errorCode, expect, kari, openConsent, returnedTo, signIn, test, uuidPattern } from '../fixtures/psu-test';

// D17 and spec 10: a PSU who may act for a corporation chooses Corporate; the TPP also gets psu-corporate-id.
test('a corporate PSU chooses Corporate and approves; the redirect carries psu-corporate-id and context CORPORATE', async ({
  page,
  tpp,
  tppSite,
}) => {
  const { consentId } = await openConsent(page, tpp, {
    'TPP-Redirect-URI': tppSite.url('/corporate?state=c1'),
    'TPP-Session-ID': 'corp-session',
  });
  await signIn(page, kari);
  await page.getByRole('radio', { name: /^Corporate/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByText(/^Acting for: .+/)).toBeVisible();
  const accounts = page.getByRole('checkbox');
  await expect(accounts).toHaveCount(2);
  await accounts.nth(0).check();
  await accounts.nth(1).check();
  await page.getByRole('button', { name: 'Approve' }).click();

  const parameters = await returnedTo(page, tppSite.url('/corporate'));
  expect(parameters).toEqual({
    state: 'c1',
    'psu-id': expect.stringMatching(uuidPattern),
    'psu-corporate-id': expect.stringMatching(uuidPattern),
    'tpp-session-id': 'corp-session',
    context: 'CORPORATE',
  });
  expect(parameters['psu-corporate-id']).not.toBe(parameters['psu-id']);
  expect((await tpp.client.request('GET', `/v1/consents/${consentId}/status`)).body).toEqual({
    consentStatus: 'valid',
  });

  // D2: a corporate PSU without PSU-Corporate-ID is 400; with it, the corporate accounts.
  const withoutCorporateId = await tpp.client.request('GET', '/v1/accounts', {
    headers: { 'PSU-ID': parameters['psu-id'] ?? '' },
  });
  expect(withoutCorporateId.status).toBe(400);
  expect(errorCode(withoutCorporateId)).toBe('CORPORATE_ID_INVALID');
  const withCorporateId = await tpp.client.request('GET', '/v1/accounts', {
    headers: { 'PSU-ID': parameters['psu-id'] ?? '', 'PSU-Corporate-ID': parameters['psu-corporate-id'] ?? '' },
  });
  expect(withCorporateId.status).toBe(200);
});

test('the context picker needs a choice before it continues', async ({ page, tpp, tppSite }) => {
  await openConsent(page, tpp, { 'TPP-Redirect-URI': tppSite.url('/cb') });
  await signIn(page, kari);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Who are you acting for?' })).toBeVisible();
  expect(
    await page
      .getByRole('radio', { name: /^Private/ })
      .evaluate((input: HTMLInputElement) => input.validity.valueMissing),
  ).toBe(true);
});
