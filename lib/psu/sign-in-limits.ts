/** D19: a rolling window in which a number of refused sign-ins is allowed; beyond it, attempts are refused unchecked. */
export type SignInLimit = { failures: number; windowMilliseconds: number };

const minute = 60 * 1000;

/** Per national identity number (within one sandbox world, D4): 5 refused sign-ins in 15 minutes. */
export const numberSignInLimit: SignInLimit = { failures: 5, windowMilliseconds: 15 * minute };

/** Per client network address (an IPv6 client by its /64): 20 refused sign-ins in an hour, whatever the numbers. */
export const clientSignInLimit: SignInLimit = { failures: 20, windowMilliseconds: 60 * minute };

/** The longest wait a throttled sign-in can be given. */
export const longestSignInWaitMilliseconds = Math.max(numberSignInLimit.windowMilliseconds, clientSignInLimit.windowMilliseconds);
