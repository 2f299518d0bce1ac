/** D34: how far back before the newest booked entry held a refresh asks again, for entries the core booked late. */
export const lateBookingDays = 3;

/** The first booking date a refresh asks the core for (YYYY-MM-DD): undefined, all of them, when none is held. */
export function bookedRefreshStart(newestHeld: Date | null): string | undefined {
  if (!newestHeld) return undefined;
  return new Date(newestHeld.getTime() - lateBookingDays * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
