import { isDatabaseBusy } from '@/lib/database/database-busy-error';
import { ScaOutOfStep } from '@/lib/sca/finalise-sca';
import { isGoneMeanwhile, isLockTimeout } from '@/lib/xs2a/map-database-error';

/** What a payment or basket approval answers when its transaction threw; an error it does not expect is thrown again. */
export function interruptedApprovalOutcome(
  error: unknown,
): { kind: 'out-of-step' } | { kind: 'retry'; error: 'changed' | 'busy' } {
  if (error instanceof ScaOutOfStep) return { kind: 'out-of-step' };
  // The chosen debtor account went between the look-up and the approval (D21): nothing was written; the page shows
  // the accounts there are now.
  if (isGoneMeanwhile(error)) return { kind: 'retry', error: 'changed' };
  // D13: the PSU pages' connections were all taken, or the payment's lock held too long: nothing was approved.
  if (isDatabaseBusy(error) || isLockTimeout(error)) return { kind: 'retry', error: 'busy' };
  throw error;
}
