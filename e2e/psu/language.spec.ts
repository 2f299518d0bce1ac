import { expect, kari, openConsent, test } from '../fixtures/psu-test';

// D17: English by default, Norwegian bokmål when the PSU's language asks for it.
test('PSU-Accept-Language: nb-NO from the triggering request gives the pages in bokmål', async ({
  page,
  tpp,
  tppSite,
}) => {
  await openConsent(page, tpp, {
    'TPP-Redirect-URI': tppSite.url('/cb'),
    'PSU-Accept-Language': 'nb-NO,nb;q=0.9',
    'PSU-Context': 'PRIVATE',
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Logg inn for å gi Budget Buddy .+ AS tilgang$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
  await page.getByLabel('Fødselsnummer').fill(kari);
  await page.getByRole('button', { name: 'Fortsett' }).click();
  await expect(page.getByRole('button', { name: 'Godkjenn' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Avbryt' })).toBeVisible();
});

test.describe('a browser that prefers Norwegian', () => {
  test.use({ locale: 'nb-NO' });

  test('gets bokmål when the TPP sent no PSU-Accept-Language', async ({ page, tpp, tppSite }) => {
    await openConsent(page, tpp, { 'TPP-Redirect-URI': tppSite.url('/cb') });
    await expect(page.getByRole('button', { name: 'Fortsett' })).toBeVisible();
  });

  test('still gets English when the TPP asked for English', async ({ page, tpp, tppSite }) => {
    await openConsent(page, tpp, {
      'TPP-Redirect-URI': tppSite.url('/cb'),
      'PSU-Accept-Language': 'en-GB',
    });
    await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  });
});
