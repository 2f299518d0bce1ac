import { db } from '@/lib/db';
import { hashPortalSessionToken } from '@/lib/portal/session/portal-session-token';

/** A live session row whatever its second factor: next-auth's decode and the sign-in's code step read it this way. */
export type PortalSessionRow = {
  developer: {
    id: string;
    email: string;
    emailVerifiedAt: Date | null;
    tppId: string | null;
    totpEnabledAt: Date | null;
    tpp: { requiresTotp: boolean } | null;
  };
  authenticatedAt: Date;
  isAwaitingSecondFactor: boolean;
};

/** The session row of a cookie's token, or null when the token is absent, malformed, unknown or expired. */
export async function readPortalSessionRow(token: string | undefined, now: Date): Promise<PortalSessionRow | null> {
  // Our tokens are 43 base64url characters; anything else is not worth a database read.
  if (!token || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const session = await db.portalSession.findUnique({
    where: { tokenHash: hashPortalSessionToken(token) },
    select: {
      expires: true,
      authenticatedAt: true,
      isAwaitingSecondFactor: true,
      developer: {
        select: {
          id: true,
          email: true,
          emailVerifiedAt: true,
          tppId: true,
          totpEnabledAt: true,
          tpp: { select: { requiresTotp: true } },
        },
      },
    },
  });
  if (!session || session.expires <= now) return null;
  return {
    developer: session.developer,
    authenticatedAt: session.authenticatedAt,
    isAwaitingSecondFactor: session.isAwaitingSecondFactor,
  };
}
