import { expect, type Page } from '@playwright/test';
import { axeBuilder } from '../fixtures/axe-builder';

/** The two widths every reference page is checked at: a desktop and a small phone. */
export const widths = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

/** Every request the page makes that leaves its own origin (D26: the pages work offline). */
export function recordForeignRequests(page: Page, baseUrl: string): string[] {
  const origin = new URL(baseUrl).origin;
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin) foreign.push(url);
  });
  return foreign;
}

/** No serious or critical accessibility violation (axe-core, WCAG 2.1 AA rules and best practices). */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  const results = await axeBuilder(page).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map(
      (violation) =>
        `${violation.id}: ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    ),
  ).toEqual([]);
}

/** The page is no wider than the viewport: nothing forces a sideways scroll at 390 px. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}
