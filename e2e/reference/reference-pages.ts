import { expect, test, type Page } from '@playwright/test';
import { axeBuilder } from '../fixtures/axe-builder';
import { collectCspViolations } from '../fixtures/portal-test';

/** The two widths every reference page is checked at: a desktop and a small phone. */
export const widths = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

/** Declares `body`'s tests once at each of the `widths`, in a describe block named after `path` and the width. */
export function describeAtEachWidth(path: string, body: () => void): void {
  for (const { name, viewport } of widths) {
    test.describe(`${path} (${name}, ${viewport.width} px)`, () => {
      test.use({ viewport });
      body();
    });
  }
}

/**
 * Watches the page from before it opens; the returned check waits for the network to settle, then expects no request
 * off the origin (D26), no serious axe violation, no sideways scroll and no Content-Security-Policy report.
 */
export function watchReferencePage(page: Page, baseUrl: string): () => Promise<void> {
  const foreign = recordForeignRequests(page, baseUrl);
  const violations = collectCspViolations(page.context());
  return async () => {
    await page.waitForLoadState('networkidle');
    expect(foreign).toEqual([]);
    await expectNoSeriousViolations(page);
    await expectNoHorizontalScroll(page);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  };
}

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
