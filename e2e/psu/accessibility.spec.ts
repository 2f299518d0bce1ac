import { expect } from '@playwright/test';
import { axeBuilder } from '../fixtures/axe-builder';
import { openPsuPage, psuPageWalks, test } from '../fixtures/psu-pages';
import { initializedTpp, type NamedTpp } from '../fixtures/sandbox-tpp';

// Every PSU page (the list is e2e/fixtures/psu-pages.ts) has no serious or critical axe violation at desktop and phone
// widths, in English and Norwegian, and its <html lang> is the language its words are in (D30).
const languages = [
  { language: 'en', locale: 'en-GB' },
  { language: 'nb', locale: 'nb-NO' },
] as const;
const widths = [1280, 390];

// One TPP for the whole sweep: what is checked is the pages, and a TPP's certificate and sandbox take seconds to make.
let sharedTpp: Promise<NamedTpp> | undefined;

// The pages' layouts answer the width with CSS alone, so each page is opened once and checked at each width by resizing;
// a walk goes on from one page to the next where the next is reached from it (psuPageWalks).
for (const { language, locale } of languages) {
  test.describe(`in ${language}`, () => {
    test.use({ locale, viewport: { width: widths[0]!, height: 900 } });

    for (const walk of psuPageWalks()) {
      test(walk.map((psuPage) => psuPage.name).join(' → '), async ({ page, baseURL, psuPageContext }) => {
        test.setTimeout(60_000 * walk.length);
        sharedTpp ??= initializedTpp(baseURL ?? '');
        const context = psuPageContext(language, sharedTpp);
        for (const [index, psuPage] of walk.entries()) {
          await test.step(psuPage.name, async () => {
            await (index === 0 ? openPsuPage(psuPage, context) : psuPage.open(context));
            for (const width of widths) {
              await page.setViewportSize({ width, height: 900 });
              const where = `${psuPage.name} at ${width} px: ${page.url()}`;
              await expect.soft(page.locator('html'), where).toHaveAttribute('lang', language);
              const results = await axeBuilder(page)
                .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
                .analyze();
              const serious = results.violations
                .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
                .map(
                  (violation) =>
                    `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
                );
              expect.soft(serious, where).toEqual([]);
            }
          });
        }
      });
    }
  });
}
