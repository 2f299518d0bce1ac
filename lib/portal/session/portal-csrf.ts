import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * D27: the CSRF token of the portal's own forms, bound to the session: a hash of the session cookie's token, which only
 * the cookie's holder can compute. Nothing is stored; another site can neither read the cookie nor the page's token.
 */
export function portalCsrfToken(sessionToken: string): string {
  return createHash('sha256').update(`portal-csrf\n${sessionToken}`).digest('base64url');
}

export function isValidPortalCsrfToken(sessionToken: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const expected = Buffer.from(portalCsrfToken(sessionToken));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
