import { Xs2aError } from '@/lib/xs2a/xs2a-error';

/** D4: an id that is unknown and an id of another TPP's sandbox get the same 404, so nothing leaks that it exists. */
export function resourceUnknown(
  resource: 'customer' | 'account' | 'card account' | 'agreement' | 'transaction',
): Xs2aError {
  return new Xs2aError('RESOURCE_UNKNOWN', { text: `There is no such ${resource} in your sandbox.` });
}
