import { cookies } from 'next/headers';
import { db } from '@/lib/db';
import { hashPortalSessionToken, portalSessionCookieNames } from '@/lib/portal/session/portal-session-token';

export type PortalDeveloper = { id: string; email: string; emailVerifiedAt: Date | null; tppId: string | null };

/** The developer of the request's portal session, or null when there is none or it expired. Server side only. */
export async function currentDeveloper(now = new Date()): Promise<PortalDeveloper | null> {
  const jar = await cookies();
  const token = portalSessionCookieNames.map((name) => jar.get(name)?.value).find((value) => value !== undefined);
  if (!token || token.length > 200) return null;
  const session = await db.portalSession.findUnique({
    where: { tokenHash: hashPortalSessionToken(token) },
    select: { expires: true, developer: { select: { id: true, email: true, emailVerifiedAt: true, tppId: true } } },
  });
  if (!session || session.expires <= now) return null;
  return session.developer;
}
