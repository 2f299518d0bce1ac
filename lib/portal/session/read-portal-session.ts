import { db } from '@/lib/db';
import { hashPortalSessionToken } from '@/lib/portal/session/portal-session-token';

export type PortalDeveloper = { id: string; email: string; emailVerifiedAt: Date | null; tppId: string | null };

/** The developer of a session cookie's token, or null when the token is absent, malformed, unknown or expired. */
export async function readPortalSession(token: string | undefined, now: Date): Promise<PortalDeveloper | null> {
  // Our tokens are 43 base64url characters; anything else is not worth a database read.
  if (!token || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const session = await db.portalSession.findUnique({
    where: { tokenHash: hashPortalSessionToken(token) },
    select: { expires: true, developer: { select: { id: true, email: true, emailVerifiedAt: true, tppId: true } } },
  });
  if (!session || session.expires <= now) return null;
  return session.developer;
}
