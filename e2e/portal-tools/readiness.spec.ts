import type { Page } from '@playwright/test';
import { tppMessage } from '../fixtures/sandbox-tpp';
import { expect, expectAccessible, test } from './portal-tools-fixtures';

// D11: a TPP's readiness for the bank's changes in Chromium. The app runs with a future-dated rule added by
// configuration (e2e/fixtures/bank-changes.json, playwright.config.ts): it shows with the request it would refuse, and
// "Try it now" makes the TPP's sandbox refuse it. The changelog lists it as upcoming, in either language.

const redirect = { 'TPP-Redirect-URI': 'https://tpp.example.test/done' };
const payment = {
  creditorName: 'Fjordkraft AS',
  creditorAccount: { bban: '15032080119' },
  instructedAmount: { currency: 'NOK', amount: '100.00' },
};
const singleRemittance = { ...payment, remittanceInformationStructured: { reference: '12345678903' } };
const paymentPath = '/v1/payments/norwegian-domestic-credit-transfers';

/** The count shown for a change, once the request log holds the calls (D31: written just after the answer). */
async function expectCount(page: Page, changeId: string, count: number): Promise<void> {
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId(`${changeId}-count`)).toHaveText(String(count), { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

for (const width of [1280, 390]) {
  test(`at ${width} px shows the alias, Address.city and a configured rule, and Try it now refuses`, async ({
    page,
    linkedTpp: tpp,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const post = (target: string, body: unknown) =>
      tpp.client.request('POST', target, { body: JSON.stringify(body), headers: redirect });
    expect((await post('/v1/consents', {})).status).toBe(201);
    const city = await post(paymentPath, { ...payment, creditorAddress: { city: 'Oslo', country: 'NO' } });
    expect(tppMessage(city)).toMatchObject({ code: 'FORMAT_ERROR', path: 'creditorAddress.city' });
    expect((await post(paymentPath, singleRemittance)).status).toBe(201);

    await page.goto('/portal');
    await page.getByRole('link', { name: 'Readiness for the next change' }).click();
    await expect(page.getByRole('heading', { name: 'Readiness for the next change', level: 1 })).toBeVisible();
    await expectCount(page, 'e2e-remittance-array-only', 1);
    await expectCount(page, 'consents-alias', 1);
    await expectCount(page, 'town-name-replaces-city', 1);
    const rule = page.getByRole('region', { name: 'Only remittanceInformationStructuredArray is taken' });
    await expect(rule).toContainText('Refused from 2099-03-01');
    await expect(rule.getByRole('link', { name: /^initiatePayment, 201, / })).toHaveAttribute(
      'href',
      /^\/portal\/requests\?id=\d+$/,
    );
    const alias = page.getByRole('region', { name: /POST \/v1\/consents removed/ });
    await expect(alias).toContainText('Deprecated, still served');
    await expect(alias.getByRole('link', { name: 'createConsent' }).first()).toHaveAttribute(
      'href',
      /^\/portal\/requests\?operation=createConsent&from=/,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectAccessible(page);

    await rule.getByRole('button', { name: 'Try it now' }).click();
    await expect(page.getByText('Try it now is on: your sandbox refuses what this change is about.')).toBeVisible();
    await expect(rule.getByRole('button', { name: 'Stop trying' })).toBeVisible();
    const refused = await post(paymentPath, singleRemittance);
    expect(refused.status).toBe(400);
    expect(tppMessage(refused)).toMatchObject({ code: 'FORMAT_ERROR', path: 'remittanceInformationStructured' });
    await expectAccessible(page);
  });
}

for (const [locale, texts] of [
  [
    'en-GB',
    {
      title: 'Changelog',
      upcoming: 'Upcoming',
      rule: 'Only remittanceInformationStructuredArray is taken (sandbox)',
      past: 'In force',
      release: 'Documentation 2.16.0, API 1.23.7',
    },
  ],
  [
    'nb-NO',
    {
      title: 'Endringslogg',
      upcoming: 'Kommende',
      rule: 'Bare remittanceInformationStructuredArray tas imot (sandkasse)',
      past: 'Gjeldende',
      release: 'Dokumentasjon 2.16.0, API 1.23.7',
    },
  ],
] as const) {
  test.describe(`the changelog in ${locale}`, () => {
    test.use({ locale });

    test('lists the configured rule as upcoming and the releases in force, at 390 px', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 900 });
      await page.goto('/changelog');
      await expect(page.getByRole('heading', { name: texts.title, level: 1 })).toBeVisible();
      await expect(page.getByRole('table', { name: texts.upcoming })).toContainText(texts.rule);
      await expect(page.getByRole('table', { name: texts.past })).toContainText(texts.release);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectAccessible(page);
    });
  });
}
