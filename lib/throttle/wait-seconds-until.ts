/**
 * D19: the whole seconds a throttled person must still wait, from the `until` a page is given (seconds since the
 * epoch), for the page to state. Null when there is nothing to state: no value, a malformed one, a time already past,
 * or a wait longer than `longestMilliseconds`, the longest the bank ever gives (a hand-made link).
 */
export function waitSecondsUntil(until: string | undefined, now: Date, longestMilliseconds: number): number | null {
  if (until === undefined || !/^\d{1,12}$/.test(until)) return null;
  const remaining = Number(until) * 1000 - now.getTime();
  if (remaining <= 0 || remaining > longestMilliseconds) return null;
  return Math.ceil(remaining / 1000);
}
