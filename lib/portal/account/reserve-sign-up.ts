import { createHash } from 'node:crypto';
import type { AttemptLimit, AttemptSlowdown } from '@/lib/throttle/attempt-rules';
import { reserveAttempt } from '@/lib/throttle/reserve-attempt';

/** Every RateLimitCounter key of the portal's sign-up throttle starts with this. */
const signUpPrefix = 'portal-sign-up:';

const second = 1000;
const minute = 60 * second;

/** D27: at most 5 sign-ups for one e-mail address in 15 minutes, from anywhere. */
export const emailSignUpLimit: AttemptLimit = { failures: 5, windowMilliseconds: 15 * minute };

/**
 * D19's slowdown per client network address: 10 sign-ups in an hour go unnoticed; past them each starts half a second
 * after the previous, doubling every 5, at most 5 minutes. Each costs an argon2id hash (19 MiB) and may create a row.
 */
export const clientSignUpSlowdown: AttemptSlowdown = {
  freeFailures: 10,
  windowMilliseconds: 60 * minute,
  firstDelayMilliseconds: 500,
  doublingFailures: 5,
  longestDelayMilliseconds: 5 * minute,
  longestHoldMilliseconds: 5 * second,
};

/** `throttled`: the e-mail had too many sign-ups; `slowed`: the client's address must wait for its many. */
export type SignUpThrottle = { kind: 'reserved' } | { kind: 'throttled' | 'slowed'; retryAt: Date };

/**
 * Takes one sign-up from the e-mail's allowance and a turn of the client's address before the password is hashed, or
 * says when the next is allowed. Every well-formed sign-up counts, for a new address or one that has an account, so
 * the answer tells nothing about either. The e-mail's key is a SHA-256.
 */
export async function reserveSignUp(input: { clientAddress: string; email: string; now: Date }): Promise<SignUpThrottle> {
  const counters = [
    { key: `${signUpPrefix}client:${input.clientAddress}`, slowdown: clientSignUpSlowdown },
    { key: `${signUpPrefix}email:${createHash('sha256').update(input.email).digest('hex')}`, limit: emailSignUpLimit },
  ];
  const longestWindowMilliseconds = Math.max(clientSignUpSlowdown.windowMilliseconds, emailSignUpLimit.windowMilliseconds);
  const throttle = await reserveAttempt({ counters, prefix: signUpPrefix, longestWindowMilliseconds, now: input.now });
  if (throttle.kind === 'reserved') return { kind: 'reserved' };
  return { kind: throttle.by === 'limit' ? 'throttled' : 'slowed', retryAt: throttle.retryAt };
}
