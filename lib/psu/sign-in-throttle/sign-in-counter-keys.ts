import { createHash } from 'node:crypto';
import { isSandbox } from '@/lib/env';

/** Every RateLimitCounter key of the PSU sign-in throttle starts with this. */
export const signInCounterPrefix = 'psu-sign-in:';

export type SignInCounterKeys = { clientKey: string; numberKey: string | null };

/**
 * D19: the counters one sign-in attempt is throttled by. The number's key is a SHA-256, so the table does not hold
 * national identity numbers in clear (a digest of an 11-digit number is no secret, but nor is it readable at a glance).
 * D4: every TPP's sandbox world has the same customer numbers, so there a number counts within its world (the TPP's
 * organisation identifier); without a world, or without a well-formed number, only the client is counted.
 */
export function signInCounterKeys(input: { clientAddress: string; customerNumber: string | null; sandboxWorld: string | null }): SignInCounterKeys {
  const clientKey = `${signInCounterPrefix}client:${input.clientAddress}`;
  if (!input.customerNumber || (isSandbox && !input.sandboxWorld)) return { clientKey, numberKey: null };
  const subject = isSandbox ? `${input.sandboxWorld}\n${input.customerNumber}` : input.customerNumber;
  return { clientKey, numberKey: `${signInCounterPrefix}number:${createHash('sha256').update(subject).digest('hex')}` };
}
