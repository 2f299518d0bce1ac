import { createHash } from 'node:crypto';
import { clientAddressSlowdown, type AttemptLimit, type AttemptSlowdown } from '@/lib/throttle/attempt-rules';
import { reserveAttempt } from '@/lib/throttle/reserve-attempt';

/** Every RateLimitCounter key of the portal's sign-up throttle starts with this. */
const signUpPrefix = 'portal-sign-up:';

const minute = 60_000;

/** D27: at most 5 sign-ups for one e-mail address in 15 minutes, from anywhere. */
export const emailSignUpLimit: AttemptLimit = { failures: 5, windowMilliseconds: 15 * minute };

/** Per client network address, whatever the identity: D19's one address slowdown. */
export const clientSignUpSlowdown: AttemptSlowdown = clientAddressSlowdown;

/** `throttled`: the e-mail had too many sign-ups; `slowed`: the client's address must wait for its many. */
export type SignUpThrottle = { kind: 'reserved' } | { kind: 'throttled' | 'slowed'; retryAt: Date };

export type ReserveSignUpInput = { clientAddress: string; email: string; now: Date };

/**
 * Takes one sign-up from the e-mail's allowance and a turn of the client's address before the password is hashed, or
 * says when the next is allowed. Every well-formed sign-up counts, for a new address or one that has an account, so
 * the answer tells nothing about either. The e-mail's key is a SHA-256.
 */
export async function reserveSignUp(input: ReserveSignUpInput): Promise<SignUpThrottle> {
  const counters = [
    { key: `${signUpPrefix}client:${input.clientAddress}`, slowdown: clientSignUpSlowdown },
    { key: `${signUpPrefix}email:${createHash('sha256').update(input.email).digest('hex')}`, limit: emailSignUpLimit },
  ];
  const longestWindowMilliseconds = Math.max(
    clientSignUpSlowdown.windowMilliseconds,
    emailSignUpLimit.windowMilliseconds,
  );
  const throttle = await reserveAttempt({ counters, prefix: signUpPrefix, longestWindowMilliseconds, now: input.now });
  if (throttle.kind === 'reserved') return { kind: 'reserved' };
  return { kind: throttle.by === 'limit' ? 'throttled' : 'slowed', retryAt: throttle.retryAt };
}
