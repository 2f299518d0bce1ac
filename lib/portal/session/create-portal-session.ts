import { db } from '@/lib/db';
import {
  hashPortalSessionToken,
  newPortalSessionToken,
  portalSessionMaxAgeSeconds,
} from '@/lib/portal/session/portal-session-token';

export type CreatePortalSessionInput = { developerId: string; checkedPasswordHash: string; now: Date };

/** D27: how long a sign-in may wait for its second factor before the password must be typed again. */
export const secondFactorWaitSeconds = 10 * 60;

/**
 * D27: starts a portal session for a developer who just proved the password hashed as `checkedPasswordHash`, under a
 * share lock on the developer's row; the cookie's token, or null when that password is no longer the account's. With
 * TOTP enrolled the session waits for the second factor (`isAwaitingSecondFactor`) and lasts minutes until it comes.
 */
export async function createPortalSession(
  input: CreatePortalSessionInput,
): Promise<{ token: string; expires: Date; isAwaitingSecondFactor: boolean } | null> {
  const token = newPortalSessionToken();
  return db.$transaction(async (client) => {
    const [developer] = await client.$queryRaw<
      { passwordHash: string; totpEnabledAt: Date | null }[]
    >`SELECT "passwordHash", "totpEnabledAt" FROM "Developer" WHERE id = ${input.developerId} FOR SHARE`;
    if (developer?.passwordHash !== input.checkedPasswordHash) return null;
    const isAwaitingSecondFactor = developer.totpEnabledAt !== null;
    const lifetimeSeconds = isAwaitingSecondFactor ? secondFactorWaitSeconds : portalSessionMaxAgeSeconds;
    const expires = new Date(input.now.getTime() + lifetimeSeconds * 1000);
    await client.portalSession.create({
      data: {
        tokenHash: hashPortalSessionToken(token),
        developerId: input.developerId,
        expires,
        authenticatedAt: input.now,
        isAwaitingSecondFactor,
      },
    });
    return { token, expires, isAwaitingSecondFactor };
  });
}
