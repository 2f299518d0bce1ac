import { db } from '@/lib/db';
import { hashPortalSessionToken, newPortalSessionToken, portalSessionMaxAgeSeconds } from '@/lib/portal/session/portal-session-token';

/**
 * Starts a portal session for a developer who has just proven who they are with the password whose hash is
 * `checkedPasswordHash`; returns the cookie's token, or null when that password is no longer the account's. The
 * developer's row is read under a share lock, so a password reset (which updates the row and then deletes every session
 * of the account, D27) either comes after this session exists and ends it, or before and refuses it: a sign-in with the
 * old password that checked it while the reset ran cannot outlive the reset.
 */
export async function createPortalSession(input: { developerId: string; checkedPasswordHash: string; now: Date }): Promise<{ token: string; expires: Date } | null> {
  const token = newPortalSessionToken();
  const expires = new Date(input.now.getTime() + portalSessionMaxAgeSeconds * 1000);
  return db.$transaction(async (client) => {
    const [developer] = await client.$queryRaw<{ passwordHash: string }[]>`SELECT "passwordHash" FROM "Developer" WHERE id = ${input.developerId} FOR SHARE`;
    if (developer?.passwordHash !== input.checkedPasswordHash) return null;
    await client.portalSession.create({ data: { tokenHash: hashPortalSessionToken(token), developerId: input.developerId, expires } });
    return { token, expires };
  });
}
