/** D24: a hold of a payment by the bank, as bank days: the day it began and the day it ended (null: it lasts). */
export type HoldSpan = { firstDay: string; lastDay: string | null };

/**
 * D24: whether the bank's hold applied on a caught-up `executionDay` before `runDay`: a day a hold began on, ended on
 * or lasted over counts as held.
 */
export function isHeldOn(holds: readonly HoldSpan[], executionDay: string, runDay: string): boolean {
  if (executionDay >= runDay) return false;
  return holds.some((hold) => hold.firstDay <= executionDay && (hold.lastDay === null || executionDay <= hold.lastDay));
}
