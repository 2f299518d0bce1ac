import { createHash } from 'node:crypto';
import { isSandbox } from '@/lib/env';

/** Every RateLimitCounter key of the PSU sign-in throttle starts with this. */
export const signInCounterPrefix = 'psu-sign-in:';

export type SignInCounterKeys = { clientKey: string; numberKey: string | null };

export type SignInCounterKeysInput = {
  clientAddress: string;
  customerNumber: string | null;
  sandboxWorld: string | null;
};

/**
 * D19: the counters one sign-in attempt is throttled by: the client, and the number as a SHA-256 (in the sandbox within
 * its world, the TPP's organisation identifier); without a world or a well-formed number only the client counts.
 */
export function signInCounterKeys(input: SignInCounterKeysInput): SignInCounterKeys {
  const clientKey = `${signInCounterPrefix}client:${input.clientAddress}`;
  if (!input.customerNumber || (isSandbox && !input.sandboxWorld)) return { clientKey, numberKey: null };
  const subject = isSandbox ? `${input.sandboxWorld}\n${input.customerNumber}` : input.customerNumber;
  return { clientKey, numberKey: `${signInCounterPrefix}number:${createHash('sha256').update(subject).digest('hex')}` };
}
