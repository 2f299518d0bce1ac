import { db } from '@/lib/db';
import { normaliseEmail } from '@/lib/portal/account/normalise-email';
import { longestPasswordCheck } from '@/lib/portal/account/password-rules';
import { verifyPassword } from '@/lib/portal/account/password-hash';
import { longestPortalSignInWait, portalSignInCounters, portalSignInPrefix } from '@/lib/portal/account/portal-sign-in-limits';
import { createPortalSession } from '@/lib/portal/session/create-portal-session';
import { reserveAttempt } from '@/lib/throttle/reserve-attempt';

/** A signed-in developer with the token of the PortalSession row made for them (the session cookie). */
export type SignedInDeveloper = { id: string; email: string; sessionToken: string };

export type DeveloperSignIn = { kind: 'signed-in'; developer: SignedInDeveloper } | { kind: 'refused' } | { kind: 'throttled'; retryAt: Date };

/**
 * D27: the portal's credentials check. The client and the e-mail are throttled before anything is looked up (D19's
 * design); an unknown e-mail and a wrong password give the same answer after the same work, so the answer tells
 * nobody which addresses have accounts. A sign-in clears the e-mail's failures, never the client's. The session is made
 * here, only while the password checked is still the account's (createPortalSession), so a reset that committed while
 * the password was being checked refuses the sign-in instead of leaving it a session.
 */
export async function authorizeDeveloper(input: { email: string; password: string; clientAddress: string; now: Date }): Promise<DeveloperSignIn> {
  const email = normaliseEmail(input.email);
  if (!email || input.password.length === 0 || input.password.length > longestPasswordCheck) return { kind: 'refused' };
  const counters = portalSignInCounters({ clientAddress: input.clientAddress, email });
  const throttle = await reserveAttempt({ counters, prefix: portalSignInPrefix, longestWindowMilliseconds: longestPortalSignInWait, now: input.now });
  if (throttle.kind === 'throttled') return throttle;
  const developer = await db.developer.findUnique({ where: { email }, select: { id: true, email: true, passwordHash: true } });
  if (!(await verifyPassword(developer?.passwordHash ?? null, input.password)) || !developer?.passwordHash) return { kind: 'refused' };
  const session = await createPortalSession({ developerId: developer.id, checkedPasswordHash: developer.passwordHash, now: input.now });
  if (!session) return { kind: 'refused' };
  const emailKey = counters[1]?.key ?? '';
  await db.rateLimitCounter.deleteMany({ where: { OR: [...throttle.rows, { key: emailKey }] } });
  return { kind: 'signed-in', developer: { id: developer.id, email: developer.email, sessionToken: session.token } };
}
