import { signInCounterKeys, signInCounterPrefix } from '@/lib/psu/sign-in-throttle/sign-in-counter-keys';
import {
  clientSignInSlowdown,
  longestSignInWindowMilliseconds,
  numberSignInLimit,
} from '@/lib/psu/sign-in-throttle/sign-in-limits';
import { reserveAttempt } from '@/lib/throttle/reserve-attempt';

/** The counter rows one sign-in attempt holds: kept when it fails, given back by releaseSignIn when it does not count. */
export type SignInReservation = { rows: { key: string; windowStart: Date }[]; numberKey: string | null };

/** Why a sign-in was not checked: the number is locked by its own failures, or the address must wait for its many. */
export type SignInThrottleReason = 'number' | 'address';

export type SignInThrottle =
  | { kind: 'reserved'; reservation: SignInReservation }
  | { kind: 'throttled'; retryAt: Date; reason: SignInThrottleReason };

export type ReserveSignInInput = {
  clientAddress: string;
  customerNumber: string | null;
  sandboxWorld: string | null;
  now: Date;
};

/**
 * D19: takes one attempt from the number's allowance and a turn of the client's address before anything is checked
 * (holding a short wait for that turn), or says when the next attempt is allowed and why. A throttled attempt checks
 * nothing and counts nothing, so it tells nothing about the number.
 */
export async function reserveSignIn(input: ReserveSignInInput): Promise<SignInThrottle> {
  const { clientKey, numberKey } = signInCounterKeys(input);
  const counters = [
    { key: clientKey, slowdown: clientSignInSlowdown },
    ...(numberKey ? [{ key: numberKey, limit: numberSignInLimit }] : []),
  ];
  const throttle = await reserveAttempt({
    counters,
    prefix: signInCounterPrefix,
    longestWindowMilliseconds: longestSignInWindowMilliseconds,
    now: input.now,
  });
  if (throttle.kind === 'throttled')
    return { kind: 'throttled', retryAt: throttle.retryAt, reason: throttle.by === 'limit' ? 'number' : 'address' };
  return { kind: 'reserved', reservation: { rows: throttle.rows, numberKey } };
}
