import { messagesFor } from '@/lib/psu/i18n/messages';
import type { Language } from '@/lib/psu/i18n/pick-language';
import type { SignInThrottleReason } from '@/lib/psu/sign-in-throttle/reserve-sign-in';

export type ThrottledSignInInput = {
  page: string;
  query?: Record<string, string>;
  retryAt: Date;
  now: Date;
  language: Language;
  reason: SignInThrottleReason;
  clientAddress: string;
};

/**
 * D19: the answer to a throttled sign-in: 429 with Retry-After (RFC 9110 10.2.3) and a short page in the PSU's language
 * that states the wait and why (the number's own failures, or the many of the client's address, which it names) and
 * moves on at once (a meta refresh; no script) to the sign-in page, which reads `error` and `until` to state it again.
 */
export function throttledSignIn(input: ThrottledSignInInput): Response {
  const retryAfterSeconds = Math.max(1, Math.ceil((input.retryAt.getTime() - input.now.getTime()) / 1000));
  // Rounded down, so the page never states a longer wait than Retry-After.
  const until = String(Math.floor(input.retryAt.getTime() / 1000));
  const error = input.reason === 'number' ? 'throttled' : 'slowed';
  const target = escapeHtml(`${input.page}?${new URLSearchParams({ ...input.query, error, until })}`);
  const { signIn } = messagesFor(input.language);
  const text =
    input.reason === 'number'
      ? signIn.throttled(Math.ceil(retryAfterSeconds / 60))
      : signIn.slowed(input.clientAddress, retryAfterSeconds);
  const html = [
    `<!DOCTYPE html><html lang="${input.language}"><head><meta charset="utf-8">`,
    `<meta http-equiv="refresh" content="0;url=${target}"><title>${escapeHtml(signIn.throttledTitle)}</title></head>`,
    `<body><h1>${escapeHtml(signIn.throttledTitle)}</h1><p id="sign-in-error">${escapeHtml(text)}</p>`,
    `<p><a href="${target}">${escapeHtml(signIn.backToSignIn)}</a></p></body></html>`,
  ].join('');
  return new Response(html, {
    status: 429,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': String(retryAfterSeconds),
    },
  });
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
