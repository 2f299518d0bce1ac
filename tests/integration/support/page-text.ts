import type { PsuPage } from '@/e2e/fixtures/headless-psu';

/** The page's visible text on one line: tags and (non-breaking) spaces to single spaces, none before `,` or `:`. */
export function pageText(page: PsuPage): string {
  return page.html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\u00a0|\u202f/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/ ([,:])/g, '$1');
}
