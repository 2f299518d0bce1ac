import type { AttemptLimit, AttemptSlowdown } from '@/lib/throttle/attempt-rules';

const second = 1000;
const minute = 60 * second;

/** D19: per national identity number (within one sandbox world, D4): 5 refused sign-ins in 15 minutes lock it. */
export const numberSignInLimit: AttemptLimit = { failures: 5, windowMilliseconds: 15 * minute };

/**
 * D19: per client network address (an IPv6 client by its /64), whatever the numbers: 10 refused sign-ins in an hour
 * go unnoticed; past them each sign-in starts half a second after the previous, doubling every 5 failures, at most
 * 5 minutes. A wait of up to 5 seconds is held on the server; a longer one is answered with the time to come back.
 */
export const clientSignInSlowdown: AttemptSlowdown = {
  freeFailures: 10,
  windowMilliseconds: 60 * minute,
  firstDelayMilliseconds: 500,
  doublingFailures: 5,
  longestDelayMilliseconds: 5 * minute,
  longestHoldMilliseconds: 5 * second,
};

/** The longest a counter row of the PSU sign-in throttle counts. */
export const longestSignInWindowMilliseconds = Math.max(numberSignInLimit.windowMilliseconds, clientSignInSlowdown.windowMilliseconds);

/** The longest wait a throttled sign-in can be given: a number's lock. */
export const longestSignInWaitMilliseconds = Math.max(numberSignInLimit.windowMilliseconds, clientSignInSlowdown.longestDelayMilliseconds);
