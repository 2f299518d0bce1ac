/** D19: an identity's lockout: a number of refused attempts in a rolling window; beyond it, attempts are refused unchecked. */
export type AttemptLimit = { failures: number; windowMilliseconds: number };

/**
 * D19: a network address's slowdown. Past `freeFailures` in the rolling window, each attempt starts a growing delay
 * after the address's previous one (`firstDelayMilliseconds`, doubling every `doublingFailures`, at most
 * `longestDelayMilliseconds`); the server holds an attempt up to `longestHoldMilliseconds`, a longer wait is answered.
 */
export type AttemptSlowdown = {
  freeFailures: number;
  windowMilliseconds: number;
  firstDelayMilliseconds: number;
  doublingFailures: number;
  longestDelayMilliseconds: number;
  longestHoldMilliseconds: number;
};

/** One counter of an attempt: an identity's lockout or an address's slowdown. */
export type AttemptCounter = { key: string; limit: AttemptLimit } | { key: string; slowdown: AttemptSlowdown };
