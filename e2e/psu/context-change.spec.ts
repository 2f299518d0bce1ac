import { describeEachVariant, expect, kari, openConsent, returnedTo, test, uuidPattern } from '../fixtures/psu-test';

// D29: after choosing Private or Corporate the PSU can go back to the picker, by the "Change" link or the browser's
// Back, and choose again until the approval; after the approval the context is fixed.
const variants = [
  {
    language: 'en',
    width: 1280,
    label: 'National identity number',
    next: 'Continue',
    approve: 'Approve',
    change: 'Change who you act for',
    heading: 'Who are you acting for?',
    privateRadio: /^Private/,
    corporateRadio: /^Corporate/,
    actingPrivate: 'Acting as: Private',
    actingCompany: 'Acting for: Fjordbygg AS',
  },
  {
    language: 'nb',
    width: 390,
    label: 'Fødselsnummer',
    next: 'Fortsett',
    approve: 'Godkjenn',
    change: 'Endre hvem du handler for',
    heading: 'Hvem handler du for?',
    privateRadio: /^Privat/,
    corporateRadio: /^Bedrift/,
    actingPrivate: 'Handler som: Privat',
    actingCompany: 'Handler for: Fjordbygg AS',
  },
] as const;

describeEachVariant(variants, (variant) => {
  test('the PSU changes the context by the link and by Back, then approves in the last choice', async ({
    page,
    tpp,
    tppSite,
  }) => {
    const { consentId } = await openConsent(page, tpp, {
      'TPP-Redirect-URI': tppSite.url('/done?state=x'),
      'PSU-Accept-Language': variant.language,
    });
    await page.getByLabel(variant.label).fill(kari);
    await page.getByRole('button', { name: variant.next }).click();

    await page.getByRole('radio', { name: variant.corporateRadio }).check();
    await page.getByRole('button', { name: variant.next }).click();
    await expect(page.getByText(variant.actingCompany)).toBeVisible();

    // The link: the picker again, the earlier choice ticked.
    await page.getByRole('link', { name: variant.change }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(variant.heading);
    await expect(page.getByRole('radio', { name: variant.corporateRadio })).toBeChecked();
    await page.getByRole('radio', { name: variant.privateRadio }).check();
    await page.getByRole('button', { name: variant.next }).click();
    await expect(page.getByText(variant.actingPrivate)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(variant.width);

    // The browser's Back: the picker, not a redirect to the consent page.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(variant.heading);
    await page.getByRole('radio', { name: variant.corporateRadio }).check();
    await page.getByRole('button', { name: variant.next }).click();
    await expect(page.getByText(variant.actingCompany)).toBeVisible();

    // D17: the SCA's pages name it in their address.
    const sca = new URL(page.url()).searchParams.get('sca');
    const accounts = page.getByRole('checkbox');
    for (let index = 0; index < (await accounts.count()); index++) await accounts.nth(index).check();
    await page.getByRole('button', { name: variant.approve }).click();
    expect(await returnedTo(page, tppSite.url('/done'))).toMatchObject({
      state: 'x',
      context: 'CORPORATE',
      'psu-corporate-id': expect.stringMatching(uuidPattern),
    });
    expect((await tpp.client.request('GET', `/v1/consents/${consentId}/status`)).body).toEqual({
      consentStatus: 'valid',
    });

    // Approved: the picker is closed for good.
    await page.goto(`/sca/context?sca=${sca}`);
    await expect(page).toHaveURL(/\/sca\/return\?sca=[\w-]{22}$/);
    await expect(page.getByRole('radio')).toHaveCount(0);
  });
});

test("the TPP's PSU-Context only spares the picker: a PSU who may act for a company can still change it", async ({
  page,
  tpp,
  tppSite,
}) => {
  await openConsent(page, tpp, {
    'TPP-Redirect-URI': tppSite.url('/done'),
    'PSU-Context': 'PRIVATE',
  });
  await page.getByLabel('National identity number').fill('12085592767');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Acting as: Private')).toBeVisible();
  // D10: Ola acts for Nordlys Regnskap AS.
  await expect(page.getByRole('link', { name: 'Change who you act for' })).toBeVisible();
});
