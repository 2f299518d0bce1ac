import { cookies } from 'next/headers';
import { portalCsrfToken } from '@/lib/portal/session/portal-csrf';
import { readPortalSession, type PortalDeveloper } from '@/lib/portal/session/read-portal-session';
import { portalSessionCookieNames } from '@/lib/portal/session/portal-session-token';

export type { PortalDeveloper };

/** The portal session cookie's token from a cookie jar or a Cookie header, whichever of next-auth's names it has. */
export function portalSessionTokenFrom(read: (name: string) => string | undefined): string | undefined {
  return portalSessionCookieNames.map(read).find((value) => value !== undefined);
}

/** The developer of the request's portal session, or null when there is none or it expired. Server side only. */
export async function currentDeveloper(now = new Date()): Promise<PortalDeveloper | null> {
  return (await currentPortalSession(now))?.developer ?? null;
}

/** The developer and the CSRF token the session's forms carry. */
export async function currentPortalSession(now = new Date()): Promise<{ developer: PortalDeveloper; csrfToken: string } | null> {
  const jar = await cookies();
  const token = portalSessionTokenFrom((name) => jar.get(name)?.value);
  const developer = await readPortalSession(token, now);
  return developer && token ? { developer, csrfToken: portalCsrfToken(token) } : null;
}
