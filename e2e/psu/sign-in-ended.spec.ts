import { describeEachVariant, expect, kariCompany, openConsent, returnedTo, test } from '../fixtures/psu-test';
import type { Page } from '@playwright/test';

// D29: three failed sign-ins end on a bank page that says why, with a button back to the TPP; a company's number is
// guidance and not a failed attempt; the typed number stays in the field after an error (rendered by the server).
const variants = [
  { language: 'en', width: 1280, label: 'National identity number', button: 'Continue' },
  { language: 'nb', width: 390, label: 'Fødselsnummer', button: 'Fortsett' },
] as const;

const words = {
  en: {
    stopped: 'Sign-in stopped',
    why: 'The national identity number was wrong three times, so for your security this sign-in has ended. Nothing was approved.',
    back: /^Back to Budget Buddy .+ AS$/,
    company:
      /That is a company's number\. Sign in as yourself, with your own national identity number; you can then choose the company you act for\. This did not count as a failed attempt\./,
    unknown: /We could not find a customer with that national identity number\..* 2 attempts left\./,
  },
  nb: {
    stopped: 'Innloggingen er stoppet',
    why: 'Fødselsnummeret var feil tre ganger, så av sikkerhetshensyn er denne innloggingen avsluttet. Ingenting ble godkjent.',
    back: /^Tilbake til Budget Buddy .+ AS$/,
    company:
      /Det er et selskaps nummer\. Logg inn som deg selv, med ditt eget fødselsnummer; deretter kan du velge selskapet du handler for\. Dette ble ikke regnet som et mislykket forsøk\./,
    unknown: /Vi fant ingen kunde med det fødselsnummeret\..* 2 forsøk igjen\./,
  },
} as const;

async function fitsTheWidth(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

describeEachVariant(variants, (variant) => {
  const text = words[variant.language];

  test('the third failed sign-in shows why it ended; its button takes the PSU back with PSU_CREDENTIALS_INVALID', async ({
    page,
    tpp,
    tppSite,
  }) => {
    const { consentId } = await openConsent(page, tpp, {
      'TPP-Redirect-URI': tppSite.url('/back?state=s3'),
      'PSU-Accept-Language': variant.language,
    });
    for (const wrong of ['99999999999', '12345678901', '11111111111']) {
      await page.getByLabel(variant.label).fill(wrong);
      await page.getByRole('button', { name: variant.button }).click();
    }
    await expect(page).toHaveURL(/\/sca\/return\?sca=[\w-]{22}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.stopped);
    await expect(page.getByText(text.why)).toBeVisible();
    await fitsTheWidth(page, variant.width);
    // No forward of its own: the PSU reads why, then chooses to go back.
    await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0);
    await page.waitForTimeout(2500);
    await expect(page).toHaveURL(/\/sca\/return\?sca=[\w-]{22}$/);

    await page.getByRole('link', { name: text.back }).click();
    expect(await returnedTo(page, tppSite.url('/back'))).toEqual({
      state: 's3',
      system: 'SCA',
      status: '401',
      code: 'PSU_CREDENTIALS_INVALID',
      message: 'The customer could not be authenticated.',
    });
    expect((await tpp.client.request('GET', `/v1/consents/${consentId}/status`)).body).toEqual({
      consentStatus: 'rejected',
    });
  });

  test("a company's number is guidance, not an attempt, and the typed number stays in the field", async ({
    page,
    tpp,
    tppSite,
  }) => {
    await openConsent(page, tpp, {
      'TPP-Redirect-URI': tppSite.url('/back'),
      'PSU-Accept-Language': variant.language,
    });
    const field = page.getByLabel(variant.label);
    // The sandbox's corporate customer (11 digits), then an organisation number (9 digits, MOD11).
    for (const company of [kariCompany, '923 609 016']) {
      await field.fill(company);
      await page.getByRole('button', { name: variant.button }).click();
      await expect(page.locator('#sign-in-error')).toHaveText(text.company);
      await expect(field).toHaveValue(company);
      await fitsTheWidth(page, variant.width);
      expect(page.url()).not.toContain(company.replaceAll(' ', ''));
    }
    // Neither counted: the first wrong person's number still leaves two of three attempts.
    await field.fill('99999999999');
    await page.getByRole('button', { name: variant.button }).click();
    await expect(page.locator('#sign-in-error')).toHaveText(text.unknown);
    await expect(field).toHaveValue('99999999999');
    expect(page.url()).not.toContain('99999999999');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the typed number is rendered back by the server', async ({ page, tpp, tppSite }) => {
    await openConsent(page, tpp, { 'TPP-Redirect-URI': tppSite.url('/back') });
    await page.getByLabel('National identity number').fill(kariCompany);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.locator('#sign-in-error')).toContainText("That is a company's number.");
    await expect(page.locator('input[name="nationalIdentityNumber"]')).toHaveAttribute('value', kariCompany);
  });
});
