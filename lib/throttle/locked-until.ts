import type { AttemptLimit } from '@/lib/throttle/attempt-rules';

/**
 * D19: when an identity whose failures in the window are `failureTimes` (oldest first) may try again, or null when it
 * may now: once enough of them have left the window that fewer than the limit remain.
 */
export function lockedUntil(failureTimes: Date[], limit: AttemptLimit): Date | null {
  const blocking = failureTimes[failureTimes.length - limit.failures];
  return blocking ? new Date(blocking.getTime() + limit.windowMilliseconds) : null;
}
