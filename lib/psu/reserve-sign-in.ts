import { signInCounterKeys, signInCounterPrefix } from '@/lib/psu/sign-in-counter-keys';
import { clientSignInLimit, longestSignInWaitMilliseconds, numberSignInLimit } from '@/lib/psu/sign-in-limits';
import { reserveAttempt } from '@/lib/throttle/reserve-attempt';

/** The counter rows one sign-in attempt holds: kept when it fails, given back by releaseSignIn when it does not count. */
export type SignInReservation = { rows: { key: string; windowStart: Date }[]; numberKey: string | null };

export type SignInThrottle = { kind: 'reserved'; reservation: SignInReservation } | { kind: 'throttled'; retryAt: Date };

/**
 * D19: takes one attempt from the client's and the number's allowance before anything is checked, or says when the
 * next attempt is allowed. A throttled attempt checks nothing and counts nothing, so it tells nothing about the number.
 */
export async function reserveSignIn(input: { clientAddress: string; customerNumber: string | null; sandboxWorld: string | null; now: Date }): Promise<SignInThrottle> {
  const { clientKey, numberKey } = signInCounterKeys(input);
  const counters = [{ key: clientKey, limit: clientSignInLimit }, ...(numberKey ? [{ key: numberKey, limit: numberSignInLimit }] : [])];
  const throttle = await reserveAttempt({ counters, prefix: signInCounterPrefix, longestWindowMilliseconds: longestSignInWaitMilliseconds, now: input.now });
  if (throttle.kind === 'throttled') return throttle;
  return { kind: 'reserved', reservation: { rows: throttle.rows, numberKey } };
}
