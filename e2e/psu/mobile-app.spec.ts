import { approvedPrivately, expect, kari, openConsent, returnedTo, signIn, test } from '../fixtures/psu-test';

// Spec 7: TPP-Redirect-Preferred: false offers approval in the (simulated) mobile app; the TPP sees the same flow.
test('with TPP-Redirect-Preferred: false the PSU approves in the simulated app, and the TPP gets the same redirect', async ({
  page,
  tpp,
  tppSite,
}) => {
  const { consentId } = await openConsent(page, tpp, {
    'TPP-Redirect-URI': tppSite.url('/app?state=a'),
    'TPP-Redirect-Preferred': 'false',
    'PSU-Context': 'PRIVATE',
  });
  await signIn(page, kari);
  await expect(page.getByRole('heading', { level: 1, name: 'Approve in the Nordbank app' })).toBeVisible();
  const app = page.getByRole('region', { name: 'Nordbank app (simulated)' });
  await app.getByRole('checkbox').first().check();
  await app.getByRole('button', { name: 'Approve' }).click();
  expect(await returnedTo(page, tppSite.url('/app'))).toEqual(approvedPrivately('a'));

  const authorisations = await tpp.client.request('GET', `/v1/consents/${consentId}/authorisations`);
  const [authorisationId] = (authorisations.body as { authorisationIds: string[] }).authorisationIds;
  expect((await tpp.client.request('GET', `/v1/consents/${consentId}/authorisations/${authorisationId}`)).body).toEqual(
    { scaStatus: 'finalised' },
  );
});
