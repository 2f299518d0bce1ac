import { createHash } from 'node:crypto';
import { isSameCsrfToken } from '@/lib/web/is-same-csrf-token';

/**
 * D27: the CSRF token of the portal's own forms, bound to the session: a hash of the session cookie's token, which only
 * the cookie's holder can compute. Nothing is stored; another site can neither read the cookie nor the page's token.
 */
export function portalCsrfToken(sessionToken: string): string {
  return createHash('sha256').update(`portal-csrf\n${sessionToken}`).digest('base64url');
}

export function isValidPortalCsrfToken(sessionToken: string, given: unknown): boolean {
  return isSameCsrfToken(portalCsrfToken(sessionToken), given);
}
