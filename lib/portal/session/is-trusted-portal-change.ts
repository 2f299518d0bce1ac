import { isValidPortalCsrfToken } from '@/lib/portal/session/portal-csrf';
import { isSameOriginForm } from '@/lib/web/same-origin-form';

/**
 * D27: the one cross-site check of every portal change, a form post or a page's own fetch: the browser says it came
 * from our own pages (Fetch Metadata, Origin) and it carries the session's CSRF token (the `csrfToken` form field or
 * the X-CSRF-Token header). Another site can neither read the cookie the token is derived from nor the page holding it.
 */
export function isTrustedPortalChange(headers: Headers, sessionToken: string, givenToken: unknown): boolean {
  return isSameOriginForm(headers) && isValidPortalCsrfToken(sessionToken, givenToken);
}
