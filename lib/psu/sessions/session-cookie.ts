import { setCookieHeader } from '@/lib/web/set-cookie-header';
import { readCookie } from '@/lib/web/read-cookie';
import { isHttpsSite } from '@/lib/web/public-origin';

/**
 * An SCA process and "My consents" keep separate cookies, so the PSU can look at their consents in a second tab
 * mid-flow; `signed-in` marks the browser in which the PSU signed in at SCA, for the hour of its TPP session.
 */
export type SessionKind = 'sca' | 'my-consents' | 'signed-in';

/**
 * D17: httpOnly, SameSite=Lax (the TPP's redirect to the link is a cross-site navigation, and the cookie set there
 * must reach the next page), Secure and __Host- prefixed over HTTPS (bound to this origin, path / only).
 */
export function sessionCookieName(kind: SessionKind): string {
  return `${isHttpsSite ? '__Host-' : ''}nordbank-${kind}`;
}

export function sessionCookieHeader(kind: SessionKind, session: { token: string; expiresAt: Date }, now: Date): string {
  return setCookieHeader({
    name: sessionCookieName(kind),
    value: session.token,
    maxAgeSeconds: Math.max(0, Math.floor((session.expiresAt.getTime() - now.getTime()) / 1000)),
  });
}

export function clearedSessionCookieHeader(kind: SessionKind): string {
  return setCookieHeader({ name: sessionCookieName(kind), value: '', maxAgeSeconds: 0 });
}

/**
 * D17: the most tokens a cookie holds, newest first and joined by '.': the `sca` cookie's SCA sessions (one per tab) and
 * the `signed-in` cookie's marks of TPPs' sign-ins; `my-consents` holds one.
 */
export const maxSessionsPerCookie = 4;

/** The session tokens a cookie value holds (none, one, or for `sca` and `signed-in` up to four). */
export function sessionTokens(value: string | undefined): string[] {
  return (value ?? '')
    .split('.')
    .filter((token) => token.length > 0 && token.length <= 100)
    .slice(0, maxSessionsPerCookie);
}

/** Reads a session cookie from a Cookie header. */
export function readSessionCookie(kind: SessionKind, cookieHeader: string | null): string | undefined {
  return readCookie(cookieHeader, sessionCookieName(kind));
}
