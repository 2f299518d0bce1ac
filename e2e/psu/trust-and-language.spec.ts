import { expect, type Page } from '@playwright/test';
import { messagesFor } from '@/lib/psu/i18n/messages';
import type { Language } from '@/lib/psu/i18n/pick-language';
import { test } from '../fixtures/psu-pages';
import { kari } from '../fixtures/psu-test';

// D30: every PSU page carries the bank's mark, a footer with the legal name, help, privacy and contact, and a language
// switch that keeps the PSU on the same step; <html lang> follows the page's language. Without JavaScript.
async function expectFrame(page: Page, language: Language): Promise<void> {
  const words = messagesFor(language).trust;
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('img', { name: 'Nordbank' }).first()).toBeVisible();
  const footer = page.getByRole('navigation', { name: words.footerLabel });
  await expect(footer).toContainText(words.legalName);
  await expect(footer.getByRole('link', { name: words.help })).toHaveAttribute('href', '/help');
  await expect(footer.getByRole('link', { name: words.privacy })).toHaveAttribute('href', '/privacy');
  await expect(footer.getByRole('link', { name: words.contact })).toHaveAttribute('href', '/help#contact');
  await expect(footer.getByRole('link', { name: '+47 800 00 000' })).toHaveAttribute('href', 'tel:+4780000000');
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, javaScriptEnabled: false, locale: 'en-GB' });

    test("the switch changes the language mid-flow and keeps the step; the TPP's PSU-Accept-Language yields to it", async ({
      page,
      psuPageContext,
    }) => {
      const context = psuPageContext('en');
      // The TPP asked for English; the PSU prefers Norwegian.
      await context.openConsentSignIn({ 'PSU-Accept-Language': 'en-GB' });
      const signInUrl = page.url();
      await expectFrame(page, 'en');
      await page.getByRole('button', { name: 'Language: Norsk' }).click();
      await expect(page).toHaveURL(signInUrl);
      await expectFrame(page, 'nb');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Logg inn for å gi .+ tilgang$/);

      await page.getByLabel('Fødselsnummer').fill(kari);
      await page.getByRole('button', { name: 'Fortsett' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Hvem handler du for?' })).toBeVisible();
      const contextUrl = page.url();
      await page.getByRole('button', { name: 'Språk: English' }).click();
      await expect(page).toHaveURL(contextUrl);
      await expect(page.getByRole('heading', { level: 1, name: 'Who are you acting for?' })).toBeVisible();
      await expectFrame(page, 'en');
      await page.getByRole('radio', { name: /^Private/ }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();
      await page.getByRole('button', { name: 'Language: Norsk' }).click();
      await expect(page).toHaveURL(/\/sca\/consent\?sca=[\w-]{22}$/);
      await expect(page.getByRole('button', { name: 'Godkjenn' })).toBeVisible();
      await expectFrame(page, 'nb');
      // D30: beside the approval, what to do about a request the PSU did not make.
      await expect(page.getByText('Har du ikke bedt om dette?')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Avbryt og si fra til oss' })).toHaveAttribute('href', '/help#fraud');

      // The choice outlives the flow: the pages without an SCA behind them follow it too.
      await page.goto('/my-consents');
      await expect(page.getByRole('heading', { level: 1, name: 'Mine samtykker' })).toBeVisible();
      await expectFrame(page, 'nb');
    });

    test('the home page and the privacy page in both languages', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('link', { name: 'Nordbank Open Banking' })).toHaveAttribute('href', '/');
      await page.getByRole('button', { name: 'Language: Norsk' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Åpen bank for tredjepartstilbydere med konsesjon' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Kunder: se samtykkene dine' })).toHaveAttribute(
        'href',
        '/my-consents',
      );
      await expect(page.getByRole('link', { name: 'Last ned OpenAPI-dokumentet' })).toHaveAttribute(
        'href',
        '/openapi.json',
      );
      await expectFrame(page, 'nb');

      await page.getByRole('link', { name: 'Personvern' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Slik behandler Nordbank opplysningene dine på disse sidene' }),
      ).toBeVisible();
      await expectFrame(page, 'nb');
      await expect(page.getByRole('heading', { level: 2 })).toHaveText([
        'Hva vi tar vare på',
        'Informasjonskapsler',
        'Hva tilbyderne ser',
        'Dine rettigheter',
        'Hvor lenge vi tar vare på opplysningene',
        'Kontakt',
        'Personvernombud',
      ]);
      await page.getByRole('button', { name: 'Språk: English' }).click();
      await expect(page).toHaveURL(/\/privacy$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'How Nordbank handles your data on these pages' }),
      ).toBeVisible();
      await expectFrame(page, 'en');
    });
  });
}

test.describe('a browser that prefers Norwegian', () => {
  test.use({ locale: 'nb-NO' });

  test('gets <html lang="nb"> on the PSU pages and the home page, with no choice made', async ({ page }) => {
    for (const path of ['/', '/privacy', '/my-consents', '/sca/ended?reason=link-used']) {
      await page.goto(path);
      await expectFrame(page, 'nb');
    }
  });
});

test('the switch returns only to a path of this site', async ({ request }) => {
  const cases: [string, string][] = [
    ['/sca/consent?select=all', '/sca/consent?select=all'],
    ['//evil.example/', '/'],
    ['https://evil.example/', '/'],
    ['/\\evil.example', '/'],
    // Dot segments that resolve to `//evil.example`, another site to a browser.
    ['/.//evil.example/phish', '/'],
    ['/%2e//evil.example', '/'],
  ];
  for (const [returnTo, expected] of cases) {
    const response = await request.post('/language', { form: { language: 'nb', returnTo }, maxRedirects: 0 });
    expect(response.status()).toBe(303);
    expect(response.headers().location, returnTo).toBe(expected);
    expect(response.headers()['set-cookie']).toMatch(
      /^nordbank-language=nb; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax/,
    );
  }
  const refused = await request.post('/language', { form: { language: 'de', returnTo: '/privacy' }, maxRedirects: 0 });
  expect(refused.headers().location).toBe('/privacy');
  expect(refused.headers()['set-cookie']).toBeUndefined();
  const crossSite = await request.post('/language', {
    form: { language: 'nb', returnTo: '/.//evil.example/phish' },
    headers: { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' },
    maxRedirects: 0,
  });
  expect(crossSite.headers()['set-cookie']).toBeUndefined();
  expect(crossSite.headers().location).toBe('/');
});
