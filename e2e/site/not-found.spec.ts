import { expect, test, type ConsoleMessage } from '@playwright/test';
import { errorPageWords } from '@/lib/web/i18n/error-page-words';
import { axeBuilder } from '../fixtures/axe-builder';

// D30: the 404 is the site's own page, in the language the site speaks to this browser (the language cookie,
// else Accept-Language), with the ways on, accessible at both widths, and nothing on the console: no error and no
// Content-Security-Policy report, on a path outside every page's policy and on one under it (the portal's).
const variants = [
  { language: 'en', width: 1280, cookie: null },
  { language: 'nb', width: 390, cookie: 'nb' },
  { language: 'nb', width: 1280, cookie: 'nb' },
  { language: 'en', width: 390, cookie: 'en' },
] as const;

/** The console's errors and warnings, but the browser's own line about the page's 404 status, which is the point. */
function consoleProblems(messages: ConsoleMessage[]): string[] {
  return messages
    .filter((message) => message.type() === 'error' || message.type() === 'warning')
    .map((message) => message.text())
    .filter((text) => !/Failed to load resource: the server responded with a status of 404/.test(text));
}

for (const variant of variants) {
  test.describe(`${variant.language} at ${variant.width} px`, () => {
    // The browser asks for Norwegian: the English cookie still wins, and the Norwegian one without the browser's help.
    test.use({ locale: variant.cookie === 'en' ? 'nb-NO' : 'en-GB', viewport: { width: variant.width, height: 900 } });

    for (const missing of ['/no-such-page', '/portal/no-such-page']) {
      test(`${missing} is the site's 404 with a way back, axe clean and a quiet console`, async ({
        page,
        context,
        baseURL,
      }) => {
        if (variant.cookie)
          await context.addCookies([{ name: 'nordbank-language', value: variant.cookie, url: baseURL ?? '' }]);
        const messages: ConsoleMessage[] = [];
        page.on('console', (message) => messages.push(message));
        const words = errorPageWords[variant.language];
        const response = await page.goto(missing);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.notFoundHeading);
        await expect(page.getByText(words.notFoundText)).toBeVisible();
        await expect(page).toHaveTitle(new RegExp(`^${words.notFoundTitle}`));
        expect(await page.locator(`[lang="${variant.language}"]`).count()).toBeGreaterThan(0);
        const waysOn = page.getByRole('navigation', { name: words.waysBack });
        await expect(waysOn.getByRole('link', { name: words.home })).toHaveAttribute('href', '/');
        await expect(waysOn.getByRole('link', { name: words.portal })).toHaveAttribute('href', '/portal');
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth, 'no sideways scroll').toBeLessThanOrEqual(variant.width);
        const { violations } = await axeBuilder(page).analyze();
        expect(violations.map((violation) => violation.id)).toEqual([]);
        await waysOn.getByRole('link', { name: words.home }).click();
        await page.waitForURL((url) => url.pathname === '/');
        expect(consoleProblems(messages)).toEqual([]);
      });
    }
  });
}
