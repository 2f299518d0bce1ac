import { cookies } from 'next/headers';
import { sessionTypedFieldsKey } from '@/lib/portal/forms/typed-fields';
import { portalCsrfToken } from '@/lib/portal/session/portal-csrf';
import { maskCsrfToken } from '@/lib/web/masked-csrf-token';
import { readPortalSession, type PortalDeveloper } from '@/lib/portal/session/read-portal-session';
import { isHttpsSite } from '@/lib/web/public-origin';

export type { PortalDeveloper };

/**
 * next-auth's session cookie name on this site (D27): the `__Secure-` one over https, the plain one over http (the
 * local sandbox). Only that one is read: on an https site a plain-named cookie was not set by us over a secure
 * connection (a page over http or a sibling domain can set one), so it is no session.
 */
const portalSessionCookieName = isHttpsSite ? '__Secure-next-auth.session-token' : 'next-auth.session-token';

/** The portal session cookie's token from a cookie jar or a Cookie header, under this site's cookie name only. */
export function portalSessionTokenFrom(read: (name: string) => string | undefined): string | undefined {
  return read(portalSessionCookieName);
}

/** The developer of the request's portal session, or null when there is none or it expired. Server side only. */
export async function currentDeveloper(now = new Date()): Promise<PortalDeveloper | null> {
  return (await currentPortalSession(now))?.developer ?? null;
}

/**
 * A signed-in developer's page: the CSRF token its forms carry, masked anew for each call (D27: BREACH), and the key
 * that opens what a refused form typed.
 */
export type PortalPageSession = { developer: PortalDeveloper; csrfToken: string; typedFieldsKey: Buffer };

/** The developer of the request's portal session with the page's tokens, or null. */
export async function currentPortalSession(now = new Date()): Promise<PortalPageSession | null> {
  const jar = await cookies();
  const token = portalSessionTokenFrom((name) => jar.get(name)?.value);
  const developer = await readPortalSession(token, now);
  return developer && token
    ? { developer, csrfToken: maskCsrfToken(portalCsrfToken(token)), typedFieldsKey: sessionTypedFieldsKey(token) }
    : null;
}
