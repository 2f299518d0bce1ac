import { reserveAttempt, type AttemptLimit } from '@/lib/throttle/reserve-attempt';

/** Every RateLimitCounter key of the portal's sign-up throttle starts with this. */
const signUpPrefix = 'portal-sign-up:';

/**
 * D27: at most 10 sign-ups from one client network address in an hour. Each costs an argon2id hash (19 MiB) and may
 * create an account row, and the mail throttle alone bounded neither: beyond it a sign-up still hashed and created.
 */
export const clientSignUpLimit: AttemptLimit = { failures: 10, windowMilliseconds: 60 * 60 * 1000 };

/**
 * Takes one sign-up from the client's allowance before the password is hashed, or says when the next is allowed. Every
 * well-formed sign-up counts, for a new address or one that has an account, so the answer tells nothing about either.
 */
export async function reserveSignUp(input: { clientAddress: string; now: Date }): Promise<{ kind: 'reserved' } | { kind: 'throttled'; retryAt: Date }> {
  const counters = [{ key: `${signUpPrefix}client:${input.clientAddress}`, limit: clientSignUpLimit }];
  const throttle = await reserveAttempt({ counters, prefix: signUpPrefix, longestWindowMilliseconds: clientSignUpLimit.windowMilliseconds, now: input.now });
  return throttle.kind === 'reserved' ? { kind: 'reserved' } : throttle;
}
