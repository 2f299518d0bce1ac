import { expect } from '@playwright/test';
import { describeEachLanguage, test } from '../fixtures/psu-pages';
import { leaveReturnPage } from '../fixtures/psu-test';

// Spec 9 and D30: the consent page says who asks (the certificate's registered name, organisation identifier and PSD2
// roles), how far back transactions go (spec "Limits"), offers "Select all accounts" without JavaScript, and names the
// company when the PSU acts for one. At desktop and phone widths, in English and Norwegian, with JavaScript off.
const cases = [
  {
    language: 'en',
    locale: 'en-GB',
    roles: [
      'Account information service provider',
      'Payment initiation service provider',
      'Card-based payment instrument issuer',
    ],
    history: 'the last 90 days',
  },
  {
    language: 'nb',
    locale: 'nb-NO',
    roles: [
      'Tilbyder av kontoinformasjonstjenester',
      'Tilbyder av betalingsfullmaktstjenester',
      'Utsteder av kortbaserte betalingsinstrumenter',
    ],
    history: 'de siste 90 dagene',
  },
] as const;

describeEachLanguage(cases, ({ language, roles, history }) => {
  test('who asks, how far back, and "Select all accounts" ticks every account', async ({ page, psuPageContext }) => {
    const context = psuPageContext(language);
    const words = context.words.consent;
    await context.openConsentPage('private');
    const tpp = await context.tpp();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.heading(tpp.name));
    const provider = page.getByRole('region', { name: words.providerHeading });
    await expect(provider.locator('dt')).toHaveText([words.registeredName, words.organisationIdentifier, words.roles]);
    await expect(provider.locator('dd').nth(0)).toHaveText(tpp.name);
    await expect(provider.locator('dd').nth(1)).toHaveText(tpp.organizationIdentifier);
    await expect(provider.locator('dd').nth(2).getByRole('listitem')).toHaveText([...roles]);
    await expect(page.getByText(words.history(tpp.name, 90))).toContainText(history);

    const boxes = page.getByRole('checkbox');
    expect(await boxes.count()).toBeGreaterThan(1);
    for (const box of await boxes.all()) await expect(box).not.toBeChecked();
    await page.getByRole('link', { name: words.selectAll }).click();
    await expect(page).toHaveURL(/\/sca\/consent\?select=all&sca=[\w-]{22}$/);
    for (const box of await boxes.all()) await expect(box).toBeChecked();
    await page.getByRole('link', { name: words.clearAll }).click();
    for (const box of await boxes.all()) await expect(box).not.toBeChecked();

    await page.getByRole('link', { name: words.selectAll }).click();
    await page.getByRole('button', { name: context.words.approve }).click();
    await leaveReturnPage(page, (await context.tppSite()).url('/cb'));
  });

  test('acting for a company, the heading names the company', async ({ page, psuPageContext }) => {
    const context = psuPageContext(language);
    await context.openConsentPage('corporate');
    const tpp = await context.tpp();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      context.words.consent.headingCompany(tpp.name, 'Fjordbygg AS'),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      language === 'en'
        ? `Give ${tpp.name} access to Fjordbygg AS's accounts`
        : `Gi ${tpp.name} tilgang til kontoene til Fjordbygg AS`,
    );
  });
});
