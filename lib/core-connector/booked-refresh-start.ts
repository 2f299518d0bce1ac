/** D34: how far back before the newest booked entry held a refresh asks again, for entries the core booked late. */
export const lateBookingDays = 3;

/**
 * The first booking date a refresh asks the core for (YYYY-MM-DD): undefined, all of them, when none is held. Never
 * after the oldest pending entry's date held, so that one the core booked on its own day is found, not lost.
 */
export function bookedRefreshStart(newestHeld: Date | null, oldestPendingHeld: Date | null = null): string | undefined {
  if (!newestHeld) return undefined;
  const lateStart = newestHeld.getTime() - lateBookingDays * 24 * 60 * 60 * 1000;
  return new Date(Math.min(lateStart, oldestPendingHeld?.getTime() ?? lateStart)).toISOString().slice(0, 10);
}
