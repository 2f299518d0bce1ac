import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { PsuPageContext, psuPages } from '../fixtures/psu-pages';
import { initializedTpp, type NamedTpp } from '../fixtures/sandbox-tpp';

// Every PSU page (the list is e2e/fixtures/psu-pages.ts) has no serious or critical axe violation at desktop and phone
// widths, in English and Norwegian, and its <html lang> is the language its words are in (D30).
const languages = [
  { language: 'en', locale: 'en-GB' },
  { language: 'nb', locale: 'nb-NO' },
] as const;

// One TPP for the whole sweep: what is checked is the pages, and a TPP's certificate and sandbox take seconds to make.
let sharedTpp: Promise<NamedTpp> | undefined;

for (const { language, locale } of languages) {
  for (const width of [1280, 390]) {
    test.describe(`${language} at ${width} px`, () => {
      test.use({ locale, viewport: { width, height: 900 } });

      for (const psuPage of psuPages) {
        test(`${psuPage.name}`, async ({ page, baseURL }) => {
          sharedTpp ??= initializedTpp(baseURL ?? '');
          const context = new PsuPageContext(page, baseURL ?? '', language, sharedTpp);
          try {
            await psuPage.open(context);
            await expect(page.locator('html')).toHaveAttribute('lang', language);
            const results = await new AxeBuilder({ page })
              .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
              .analyze();
            const serious = results.violations
              .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
              .map(
                (violation) =>
                  `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
              );
            expect(serious, `${page.url()}`).toEqual([]);
          } finally {
            await context.close();
          }
        });
      }
    });
  }
}
