import { longestSignInWaitMilliseconds } from '@/lib/psu/sign-in-limits';

/**
 * D19: the whole minutes a throttled PSU must still wait, from the `until` a sign-in page is given (seconds since the
 * epoch), for the page to state. Null when there is nothing to state: no value, a malformed one, a time already
 * past, or a wait longer than the bank ever gives (a hand-made link).
 */
export function signInWaitMinutes(until: string | undefined, now: Date): number | null {
  if (until === undefined || !/^\d{1,12}$/.test(until)) return null;
  const remaining = Number(until) * 1000 - now.getTime();
  if (remaining <= 0 || remaining > longestSignInWaitMilliseconds) return null;
  return Math.ceil(remaining / 60_000);
}
