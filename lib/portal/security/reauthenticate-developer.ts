import { db } from '@/lib/db';
import { verifyPassword } from '@/lib/portal/account/password-hash';
import { longestPasswordCheck } from '@/lib/portal/account/password-rules';
import { reservePortalSignIn } from '@/lib/portal/account/reserve-portal-sign-in';
import { acceptSecondFactor } from '@/lib/portal/security/accept-second-factor';
import { hashPortalSessionToken } from '@/lib/portal/session/portal-session-token';

export type ReauthenticationOutcome =
  | { kind: 'confirmed' }
  | { kind: 'refused' }
  | { kind: 'throttled'; retryAt: Date }
  | { kind: 'slowed'; retryAt: Date };

export type ReauthenticateDeveloperInput = {
  sessionToken: string;
  developer: { id: string; email: string; hasTotp: boolean };
  password: string;
  code: string;
  clientAddress: string;
  now: Date;
};

/**
 * D27: "Confirm it's you": the password again, and a TOTP or recovery code when enrolled, counted at the sign-in
 * throttle; when both are right the session's `authenticatedAt` becomes now (requireRecentAuthentication).
 */
export async function reauthenticateDeveloper(input: ReauthenticateDeveloperInput): Promise<ReauthenticationOutcome> {
  if (input.password.length === 0 || input.password.length > longestPasswordCheck) return { kind: 'refused' };
  const throttle = await reservePortalSignIn({
    clientAddress: input.clientAddress,
    email: input.developer.email,
    now: input.now,
  });
  if (throttle.kind !== 'reserved') return throttle;
  const account = await db.developer.findUnique({ where: { id: input.developer.id }, select: { passwordHash: true } });
  if (!account?.passwordHash || !(await verifyPassword(account.passwordHash, input.password)))
    return { kind: 'refused' };
  if (
    input.developer.hasTotp &&
    !(await acceptSecondFactor({ developerId: input.developer.id, code: input.code, now: input.now }))
  )
    return { kind: 'refused' };
  await throttle.succeed();
  await db.portalSession.updateMany({
    where: { tokenHash: hashPortalSessionToken(input.sessionToken), isAwaitingSecondFactor: false },
    data: { authenticatedAt: input.now },
  });
  return { kind: 'confirmed' };
}
