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

/**
 * D19: the one slowdown of a client network address, for PSU sign-in, portal sign-in, sign-up and mail: 10 attempts
 * an hour go unnoticed; past them each starts 0.5 s after the previous, doubling every 5, at most 5 minutes.
 */
export const clientAddressSlowdown: AttemptSlowdown = {
  freeFailures: 10,
  windowMilliseconds: 60 * 60_000,
  firstDelayMilliseconds: 500,
  doublingFailures: 5,
  longestDelayMilliseconds: 5 * 60_000,
  longestHoldMilliseconds: 5_000,
};

/** One counter of an attempt: an identity's lockout or an address's slowdown. */
export type AttemptCounter = { key: string; limit: AttemptLimit } | { key: string; slowdown: AttemptSlowdown };
