import { clientAddressSlowdown, type AttemptLimit, type AttemptSlowdown } from '@/lib/throttle/attempt-rules';

const minute = 60_000;

/** D19: per national identity number (within one sandbox world): 5 refused sign-ins in 15 minutes lock it. */
export const numberSignInLimit: AttemptLimit = { failures: 5, windowMilliseconds: 15 * minute };

/** Per client network address, whatever the identity: D19's one address slowdown. */
export const clientSignInSlowdown: AttemptSlowdown = clientAddressSlowdown;

/** The longest a counter row of the PSU sign-in throttle counts. */
export const longestSignInWindowMilliseconds = Math.max(
  numberSignInLimit.windowMilliseconds,
  clientSignInSlowdown.windowMilliseconds,
);

/** The longest wait a throttled sign-in can be given: a number's lock. */
export const longestSignInWaitMilliseconds = Math.max(
  numberSignInLimit.windowMilliseconds,
  clientSignInSlowdown.longestDelayMilliseconds,
);
