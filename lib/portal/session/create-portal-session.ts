import { db } from '@/lib/db';
import {
  hashPortalSessionToken,
  newPortalSessionToken,
  portalSessionMaxAgeSeconds,
} from '@/lib/portal/session/portal-session-token';

export type CreatePortalSessionInput = { developerId: string; checkedPasswordHash: string; now: Date };

/**
 * D27: starts a portal session for a developer who just proved the password hashed as `checkedPasswordHash`, under a
 * share lock on the developer's row; the cookie's token, or null when that password is no longer the account's.
 */
export async function createPortalSession(
  input: CreatePortalSessionInput,
): Promise<{ token: string; expires: Date } | null> {
  const token = newPortalSessionToken();
  const expires = new Date(input.now.getTime() + portalSessionMaxAgeSeconds * 1000);
  return db.$transaction(async (client) => {
    const [developer] = await client.$queryRaw<
      { passwordHash: string }[]
    >`SELECT "passwordHash" FROM "Developer" WHERE id = ${input.developerId} FOR SHARE`;
    if (developer?.passwordHash !== input.checkedPasswordHash) return null;
    await client.portalSession.create({
      data: { tokenHash: hashPortalSessionToken(token), developerId: input.developerId, expires },
    });
    return { token, expires };
  });
}
