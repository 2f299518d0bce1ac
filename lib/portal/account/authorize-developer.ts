import { db } from '@/lib/db';
import { normaliseEmail } from '@/lib/portal/account/normalise-email';
import { longestPasswordCheck } from '@/lib/portal/account/password-rules';
import { verifyPassword } from '@/lib/portal/account/password-hash';
import { reservePortalSignIn } from '@/lib/portal/account/reserve-portal-sign-in';
import { createPortalSession } from '@/lib/portal/session/create-portal-session';

/** A signed-in developer with the token of the PortalSession row made for them (the session cookie). */
export type SignedInDeveloper = { id: string; email: string; sessionToken: string };

/** `throttled`: the e-mail is locked by its own failures; `slowed`: the client's address must wait for its many. */
export type DeveloperSignIn =
  | { kind: 'signed-in'; developer: SignedInDeveloper }
  | { kind: 'refused' }
  | { kind: 'throttled' | 'slowed'; retryAt: Date };

export type AuthorizeDeveloperInput = { email: string; password: string; clientAddress: string; now: Date };

/**
 * D27: the credentials check, throttled before any look-up (the e-mail locked by its failures, the address slowed
 * by its many); an unknown e-mail and a wrong password get one answer after the same work. A sign-in clears the
 * e-mail's failures, never the address's; its session is made only while the checked password is still the account's.
 */
export async function authorizeDeveloper(input: AuthorizeDeveloperInput): Promise<DeveloperSignIn> {
  const email = normaliseEmail(input.email);
  if (!email || input.password.length === 0 || input.password.length > longestPasswordCheck) return { kind: 'refused' };
  const throttle = await reservePortalSignIn({ clientAddress: input.clientAddress, email, now: input.now });
  if (throttle.kind !== 'reserved') return throttle;
  const developer = await db.developer.findUnique({
    where: { email },
    select: { id: true, email: true, passwordHash: true },
  });
  if (!(await verifyPassword(developer?.passwordHash ?? null, input.password)) || !developer?.passwordHash)
    return { kind: 'refused' };
  const session = await createPortalSession({
    developerId: developer.id,
    checkedPasswordHash: developer.passwordHash,
    now: input.now,
  });
  if (!session) return { kind: 'refused' };
  // D27: with TOTP on the password is half a sign-in; its failure count stays until the code step clears it.
  if (!session.isAwaitingSecondFactor) await throttle.succeed();
  return { kind: 'signed-in', developer: { id: developer.id, email: developer.email, sessionToken: session.token } };
}
