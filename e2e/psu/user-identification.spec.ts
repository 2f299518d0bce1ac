import { expect, ola, returnedTo, signIn, test } from '../fixtures/psu-test';

// GET /v1/user (spec: the SCA flow for PISP-only TPPs): 401 with scaRedirect until the PSU is identified, then the PSU-ID.
test('a PISP identifies the PSU through GET /v1/user', async ({ page, tpp, tppSite }) => {
  const headers = { 'TPP-Redirect-URI': tppSite.url('/identified'), 'TPP-Session-ID': 'pisp-session-1' };
  const first = await tpp.client.request('GET', '/v1/user', { headers });
  expect(first.status).toBe(401);
  const scaRedirect = (first.body as { _links: { scaRedirect: { href: string } } })._links.scaRedirect.href;

  await page.goto(scaRedirect);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /^Sign in to confirm who you are to Budget Buddy .+ AS$/,
  );
  await signIn(page, ola);
  await page.getByRole('radio', { name: /^Private/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(/will receive an identifier for you\. It will not see your accounts\./)).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  const parameters = await returnedTo(page, tppSite.url('/identified'));
  expect(parameters['tpp-session-id']).toBe('pisp-session-1');

  const identified = await tpp.client.request('GET', '/v1/user', { headers });
  expect(identified.status).toBe(200);
  expect(identified.body).toEqual({ psuId: parameters['psu-id'] });
});
