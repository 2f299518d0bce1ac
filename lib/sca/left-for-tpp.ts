import { setCookieHeader } from '@/lib/web/set-cookie-header';
import { readCookie } from '@/lib/web/read-cookie';
import { isHttpsSite } from '@/lib/web/public-origin';
import { maxSessionsPerCookie } from '@/lib/psu/sessions/session-cookie';
import { webSessionLifetimeMilliseconds } from '@/lib/psu/sessions/web-session';

/** The cookie that marks the SCA sessions whose browser was already sent back to the TPP (D29). */
export const leftForTppCookieName = `${isHttpsSite ? '__Host-' : ''}nordbank-sca-left`;

/** The session ids the cookie names (D17: one browser may have returned from several SCAs, newest first). */
export function sessionsLeftForTpp(value: string | undefined): string[] {
  return (value ?? '')
    .split('.')
    .filter((id) => id.length > 0)
    .slice(0, maxSessionsPerCookie);
}

function readLeftForTppCookie(cookieHeader: string | null): string | undefined {
  return readCookie(cookieHeader, leftForTppCookieName);
}

/**
 * D29: set when the browser is forwarded to the TPP, naming the sessions it left newest first, for a session's lifetime
 * from now; the return page then shows "Done" instead of forwarding again.
 */
export function leftForTppCookieHeader(input: { session: { id: string }; cookieHeader: string | null }): string {
  const ids = [
    input.session.id,
    ...sessionsLeftForTpp(readLeftForTppCookie(input.cookieHeader)).filter((id) => id !== input.session.id),
  ].slice(0, maxSessionsPerCookie);
  const maxAge = webSessionLifetimeMilliseconds / 1000;
  return setCookieHeader({ name: leftForTppCookieName, value: ids.join('.'), maxAgeSeconds: maxAge });
}
