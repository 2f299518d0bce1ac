import { db } from '@/lib/db';
import { reservePortalSignIn } from '@/lib/portal/account/reserve-portal-sign-in';
import { acceptSecondFactor } from '@/lib/portal/security/accept-second-factor';
import { hashPortalSessionToken, portalSessionMaxAgeSeconds } from '@/lib/portal/session/portal-session-token';
import { readPortalSessionRow } from '@/lib/portal/session/read-portal-session-row';

export type SecondFactorOutcome =
  | { kind: 'signed-in' }
  | { kind: 'refused' }
  | { kind: 'no-session' }
  | { kind: 'throttled'; retryAt: Date }
  | { kind: 'slowed'; retryAt: Date };

/**
 * D27: the sign-in's code step. The session the password made waits for a TOTP or recovery code; each try counts at
 * the sign-in throttle of the developer's e-mail, and a good code makes it a full session of 8 hours from now.
 */
export async function completeSecondFactor(input: {
  sessionToken: string | undefined;
  code: string;
  clientAddress: string;
  now: Date;
}): Promise<SecondFactorOutcome> {
  const session = await readPortalSessionRow(input.sessionToken, input.now);
  if (!session?.isAwaitingSecondFactor || !input.sessionToken) return { kind: 'no-session' };
  const { developer } = session;
  const throttle = await reservePortalSignIn({
    clientAddress: input.clientAddress,
    email: developer.email,
    now: input.now,
  });
  if (throttle.kind !== 'reserved') return throttle;
  if (!(await acceptSecondFactor({ developerId: developer.id, code: input.code, now: input.now })))
    return { kind: 'refused' };
  await throttle.succeed();
  const completed = await db.portalSession.updateMany({
    where: { tokenHash: hashPortalSessionToken(input.sessionToken), isAwaitingSecondFactor: true },
    data: {
      isAwaitingSecondFactor: false,
      authenticatedAt: input.now,
      expires: new Date(input.now.getTime() + portalSessionMaxAgeSeconds * 1000),
    },
  });
  return completed.count === 1 ? { kind: 'signed-in' } : { kind: 'no-session' };
}
