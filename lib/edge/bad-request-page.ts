import { randomBytes } from 'node:crypto';
import { isSandbox } from '@/lib/env';
import { messagesFor } from '@/lib/psu/i18n/messages';
import { pickLanguage, type Language } from '@/lib/psu/i18n/pick-language';
import { isHttpsSite } from '@/lib/web/public-origin';
import { contentSecurityPolicy, psuPageHeaders } from '@/lib/web/security-headers';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => escapes[character] ?? character);

// The PSU pages' look (components/psu/psu-shell.tsx) in plain CSS: the edge answers without Next.js and its stylesheet.
const styles = [
  '*{box-sizing:border-box}',
  'body{margin:0;min-height:100vh;background:#f1f5f9;color:#0f172a;font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;-webkit-font-smoothing:antialiased}',
  'header{background:#005247;color:#fff}',
  '.bar,main{max-width:36rem;margin:0 auto;padding:1rem}',
  '.bar{display:flex;align-items:center;gap:.75rem}',
  '.logo{display:inline-block;width:1.75rem;height:1.75rem;border-radius:.375rem;background:rgba(255,255,255,.9);box-shadow:0 0 0 4px #00695c}',
  '.name{font-size:1.125rem;font-weight:600}',
  '.sandbox{margin-left:auto;border-radius:.25rem;background:#fcd34d;color:#0f172a;padding:.125rem .5rem;font-size:.75rem;font-weight:600}',
  'main{padding:1.5rem 1rem}',
  '.card{border-radius:.75rem;background:#fff;padding:1.25rem;box-shadow:0 1px 2px rgba(0,0,0,.05),0 0 0 1px #e2e8f0}',
  'h1{margin:0;font-size:1.5rem;line-height:2rem;letter-spacing:-.025em}',
  'p{margin:.5rem 0 0;color:#334155;line-height:1.5}',
  '.note{margin-top:1.5rem;text-align:center;font-size:.75rem;color:#475569}',
  '@media (min-width:640px){main{padding:2.5rem 1rem}.card{padding:2rem}}',
].join('');

export type BadRequestPageInput = { status: number; acceptLanguage: string | undefined; allow?: string };

/**
 * D18: the friendly page for a request the edge refuses outside the API (a malformed link to the PSU pages, a method
 * the site does not offer): the bank's look, English or Norwegian bokmål after Accept-Language, and the same security
 * headers as the PSU pages (proxy.ts). It runs no script; its one style element carries the policy's nonce.
 */
export function badRequestPage(input: BadRequestPageInput): Response {
  const page = bankMessagePage({ acceptLanguage: input.acceptLanguage, page: 'badRequest' });
  if (input.allow) page.headers.set('Allow', input.allow);
  return new Response(page.html, { status: input.status, headers: page.headers });
}

export type BankMessagePageInput = {
  acceptLanguage: string | undefined;
  language?: Language | null;
  page: 'badRequest' | 'busy';
};

/** The page itself, for the edge's refusals and for the busy answer (D13: `busy` says the bank is busy, in `language` if given). */
export function bankMessagePage(input: BankMessagePageInput): { html: string; headers: Headers } {
  const language = input.language ?? pickLanguage(input.acceptLanguage);
  const messages = messagesFor(language);
  const text = messages[input.page];
  const nonce = randomBytes(18).toString('base64');
  const sandboxNote = isSandbox ? `<span class="sandbox">${escapeHtml(messages.sandboxNote)}</span>` : '';
  const html = [
    `<!DOCTYPE html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<meta name="robots" content="noindex"><title>${escapeHtml(text.title)} · Nordbank Open Banking</title>`,
    `<link rel="icon" href="/favicon.svg"><style nonce="${nonce}">${styles}</style></head><body>`,
    `<header><div class="bar"><span class="logo" aria-hidden="true"></span><span class="name">${escapeHtml(messages.bankName)}</span>${sandboxNote}</div></header>`,
    `<main><div class="card"><h1>${escapeHtml(text.heading)}</h1><p>${escapeHtml(text.text)}</p></div>`,
    `<p class="note">${escapeHtml(messages.secureNote)}</p></main></body></html>`,
  ].join('');
  const headers = new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Language': language,
    'Content-Security-Policy': contentSecurityPolicy({ nonce, isHttps: isHttpsSite, isDev: false }),
    ...psuPageHeaders({ isHttps: isHttpsSite }),
  });
  return { html, headers };
}
