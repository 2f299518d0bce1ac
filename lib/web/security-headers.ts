import { strictTransportSecurity } from '@/lib/edge/strict-transport-security';

/** D30: the request header `proxy.ts` puts the PSU page's path and query in; only PSU pages and the home page carry it. */
export const psuPageHeader = 'x-nordbank-psu-page';

export type ContentSecurityPolicyInput = {
  nonce: string;
  isHttps: boolean;
  isDev: boolean;
  allowsRendererStyles?: boolean;
  isScriptFree?: boolean;
};

/**
 * D17: pages load nothing from other sites, run no script (the PSU pages) or only the framework's own, each with the
 * nonce Next.js reads from this header, cannot be framed, and leak no URL (the link token) in Referer. `form-action
 * 'self'` also means a form post never redirects off-site: the return to the TPP is a page of its own.
 */
export function contentSecurityPolicy(input: ContentSecurityPolicyInput): string {
  return [
    "default-src 'self'",
    input.isScriptFree
      ? "script-src 'none'"
      : `script-src 'self' 'nonce-${input.nonce}' 'strict-dynamic'${input.isDev ? " 'unsafe-eval'" : ''}`,
    input.allowsRendererStyles ? "style-src 'self' 'unsafe-inline'" : `style-src 'self' 'nonce-${input.nonce}'`,
    `img-src 'self'${input.allowsRendererStyles ? ' data:' : ''}`,
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(input.isHttps ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** The other headers every PSU page and form answer carries. */
export function psuPageHeaders(input: { isHttps: boolean }): Record<string, string> {
  return {
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    // Pages show personal data and hold single-use state: never cached, never restored from the back-forward cache.
    'Cache-Control': 'no-store',
    // D33: the same value the server sets on every answer, so that the page's own header does not weaken it.
    ...(input.isHttps ? { 'Strict-Transport-Security': strictTransportSecurity } : {}),
  };
}
