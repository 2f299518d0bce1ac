import { expect, test, type Page } from '@playwright/test';
import { gettingStartedWordsEn } from '@/lib/api-reference/getting-started-words-en';
import { gettingStartedWordsNb } from '@/lib/api-reference/getting-started-words-nb';
import { hasDecisionId } from '@/lib/public-text/without-decision-ids';
import { expectNoHorizontalScroll, expectNoSeriousViolations, widths } from '../reference/reference-pages';

// D30: one language for the whole site: every page has the switch, and <html lang> names the language its words are in.
const pages = [
  {
    path: '/',
    en: 'Open banking for licensed third-party providers',
    nb: 'Åpen bank for tredjepartstilbydere med konsesjon',
  },
  { path: '/getting-started', en: 'Getting started', nb: 'Kom i gang' },
  { path: '/api-reference', en: 'API reference', nb: 'API-referanse' },
  { path: '/portal/sign-in', en: 'Sign in to the developer portal', nb: 'Logg inn i utviklerportalen' },
];

async function expectLanguage(page: Page, language: 'en' | 'nb', heading: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

for (const { name, viewport } of widths) {
  test.describe(`the language switch (${name}, ${viewport.width} px)`, () => {
    test.use({ viewport });

    for (const { path, en, nb } of pages) {
      test(`${path}: switches to Norwegian and back, and <html lang> follows`, async ({ page }) => {
        await page.goto(path);
        await expectLanguage(page, 'en', en);
        await page.getByRole('button', { name: 'Language: Norsk' }).click();
        await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/$' : path}$`));
        await expectLanguage(page, 'nb', nb);
        await expectNoSeriousViolations(page);
        await expectNoHorizontalScroll(page);
        await page.getByRole('button', { name: 'Språk: English' }).click();
        await expectLanguage(page, 'en', en);
      });
    }
  });
}

test('in the portal the switch returns to the page navigated to, not the one the frame was drawn on', async ({
  page,
}) => {
  await page.goto('/portal/sign-in');
  await page.getByRole('main').getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create a developer account' })).toBeVisible();
  await page.getByRole('button', { name: 'Language: Norsk' }).click();
  await expect(page).toHaveURL(/\/portal\/sign-up$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
});

test('a copy button puts the sample on the clipboard and says so in the page language', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/getting-started');
  const python = page.getByLabel(gettingStartedWordsEn.pythonLabel, { exact: true });
  await page.getByRole('button', { name: `Copy: ${gettingStartedWordsEn.pythonLabel}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toHaveCount(1);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await python.textContent());

  await page.getByRole('button', { name: 'Language: Norsk' }).click();
  await page.getByRole('button', { name: `Kopier: ${gettingStartedWordsNb.curlLabel}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Kopiert' })).toHaveCount(1);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('signed_curl()');
});

test('no public page cites a decision id of the bank', async ({ page }) => {
  // Scalar's 4 MB bundle and the 300 KB document take a while to parse and render on a busy machine.
  test.setTimeout(240_000);
  for (const path of ['/', '/getting-started']) {
    await page.goto(path);
    const text = await page.locator('body').innerText();
    expect(text.split('\n').filter(hasDecisionId), path).toEqual([]);
  }
  await page.goto('/api-reference');
  const reference = page.getByTestId('scalar-reference');
  await expect(reference.getByText('Signing every request').first()).toBeAttached({ timeout: 150_000 });
  const text = `${await reference.textContent()}`;
  expect(text.split(/(?<=[.:])\s/).filter(hasDecisionId)).toEqual([]);
});
