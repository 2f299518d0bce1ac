import { db } from '@/lib/db';
import { hashPortalSessionToken, newPortalSessionToken, portalSessionMaxAgeSeconds } from '@/lib/portal/session/portal-session-token';

/** Starts a portal session for a developer who has just proven who they are; returns the cookie's token. */
export async function createPortalSession(developerId: string, now = new Date()): Promise<{ token: string; expires: Date }> {
  const token = newPortalSessionToken();
  const expires = new Date(now.getTime() + portalSessionMaxAgeSeconds * 1000);
  await db.portalSession.create({ data: { tokenHash: hashPortalSessionToken(token), developerId, expires } });
  return { token, expires };
}
