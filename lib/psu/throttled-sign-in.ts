import { messagesFor } from '@/lib/psu/i18n/messages';
import type { Language } from '@/lib/psu/i18n/pick-language';

/**
 * D19: the answer to a throttled sign-in: 429 with Retry-After (RFC 9110 10.2.3) and a short page in the PSU's language
 * that states the wait and moves on at once (a meta refresh; the pages run no script of their own) to the sign-in
 * page, which states the wait again above the form. `until` (seconds since the epoch) is what that page reads.
 */
export function throttledSignIn(input: { page: string; query?: Record<string, string>; retryAt: Date; now: Date; language: Language }): Response {
  const retryAfterSeconds = Math.max(1, Math.ceil((input.retryAt.getTime() - input.now.getTime()) / 1000));
  // Rounded down, so the page never states a longer wait than Retry-After.
  const until = String(Math.floor(input.retryAt.getTime() / 1000));
  const target = escapeHtml(`${input.page}?${new URLSearchParams({ ...input.query, error: 'throttled', until })}`);
  const { signIn } = messagesFor(input.language);
  const html = [
    `<!DOCTYPE html><html lang="${input.language}"><head><meta charset="utf-8">`,
    `<meta http-equiv="refresh" content="0;url=${target}"><title>${escapeHtml(signIn.throttledTitle)}</title></head>`,
    `<body><h1>${escapeHtml(signIn.throttledTitle)}</h1><p id="sign-in-error">${escapeHtml(signIn.throttled(Math.ceil(retryAfterSeconds / 60)))}</p>`,
    `<p><a href="${target}">${escapeHtml(signIn.backToSignIn)}</a></p></body></html>`,
  ].join('');
  return new Response(html, {
    status: 429,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': String(retryAfterSeconds) },
  });
}

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
}
