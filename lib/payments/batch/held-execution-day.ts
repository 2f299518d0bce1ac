/** D24: a hold of a payment by the bank, as bank days: the day it began and the day it ended (null: it lasts). */
export type HoldSpan = { firstDay: string; lastDay: string | null };

/**
 * D24: whether the bank's hold applied on `executionDay`, a day before the run's own `runDay` that the run catches up
 * (no finished last run closed it): a hold that began or ended on it, or lasted over it, did. A day partly held counts
 * as held: no run took place on it to show whether the order would have been paid before the hold began or after it
 * ended, and the bank does not move money it held. On the run's own day the payment's status at the run decides.
 */
export function isHeldOn(holds: readonly HoldSpan[], executionDay: string, runDay: string): boolean {
  if (executionDay >= runDay) return false;
  return holds.some((hold) => hold.firstDay <= executionDay && (hold.lastDay === null || executionDay <= hold.lastDay));
}
