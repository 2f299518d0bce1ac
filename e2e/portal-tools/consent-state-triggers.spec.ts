import { completeSca } from '../fixtures/complete-sca';
import { expect, expectAccessible, test } from './portal-tools-fixtures';

// D16: "Every state on demand" on /portal/sandbox ends the developer's TPP's consent now, and the API answers
// the refusal the TPP's code must handle.

for (const width of [1280, 390]) {
  test(`at ${width} px expires a consent now; the next AIS call is 401 CONSENT_EXPIRED`, async ({
    page,
    baseURL,
    linkedTpp: tpp,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const redirect = { 'TPP-Redirect-URI': 'https://tpp.example/cb?state=states' };
    const created = await tpp.client.request('POST', '/v1/bank-offered-consents', { headers: redirect });
    const { consentId, _links } = created.body as { consentId: string; _links: { scaRedirect: { href: string } } };
    const back = await completeSca({
      baseUrl: baseURL ?? '',
      scaRedirect: _links.scaRedirect.href,
      customerNumber: '12085592767',
    });
    const accounts = () =>
      tpp.client.request('GET', '/v1/accounts', {
        headers: { ...redirect, 'PSU-ID': back.searchParams.get('psu-id') ?? '' },
      });
    expect((await accounts()).status).toBe(200);

    await page.goto('/portal/sandbox');
    const section = page.getByRole('region', { name: 'Every state on demand' });
    await section.getByRole('button', { name: 'Expire this consent now' }).click();
    await expect(section.getByRole('alert')).toHaveText('Enter the consentId of one of your valid consents.');
    await section.getByLabel('Consent ID (consentId)').fill(consentId);
    await section.getByRole('button', { name: 'Expire this consent now' }).click();
    await expect(section.getByRole('status')).toContainText(`Consent ${consentId} has expired`);
    await expectAccessible(page);
    const refused = await accounts();
    expect(refused.status).toBe(401);
    expect(refused.text).toContain('CONSENT_EXPIRED');
    expect(refused.text).toContain('scaRedirect');

    // Only a valid consent can be ended: the refusal is shown, in words.
    await section.getByRole('button', { name: 'Revoke as the customer' }).click();
    await expect(section.getByRole('alert')).toContainText('STATUS_INVALID');
  });
}
