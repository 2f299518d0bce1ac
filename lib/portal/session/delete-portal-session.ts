import { db } from '@/lib/db';

/** Sign-out: the session row goes, so the cookie is worthless even if a copy of it survives. */
export async function deletePortalSession(tokenHash: string): Promise<void> {
  await db.portalSession.deleteMany({ where: { tokenHash } });
}
