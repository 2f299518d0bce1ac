import type { AttemptSlowdown } from '@/lib/throttle/attempt-rules';

/** D19: how long after the address's previous attempt the next may start, given the failures already in the window. */
export function attemptDelayMilliseconds(slowdown: AttemptSlowdown, failures: number): number {
  if (failures < slowdown.freeFailures) return 0;
  const delay = slowdown.firstDelayMilliseconds * 2 ** ((failures - slowdown.freeFailures) / slowdown.doublingFailures);
  return Math.round(Math.min(delay, slowdown.longestDelayMilliseconds));
}
