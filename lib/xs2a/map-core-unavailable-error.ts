import { CoreUnavailableError } from '@/lib/core-connector/core-accounts';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

/**
 * D34: the bank's core could not answer a refresh the read needed: 503 INTERNAL_SERVER_ERROR with Retry-After, nothing
 * counted or changed. Undefined for any other error.
 */
export function mapCoreUnavailableError(error: unknown): Xs2aError | undefined {
  if (!(error instanceof CoreUnavailableError)) return undefined;
  return new Xs2aError('INTERNAL_SERVER_ERROR', {
    status: 503,
    text: 'The bank cannot give account information right now; nothing was counted. Send the request again later.',
    headers: { 'Retry-After': String(Math.max(1, Math.ceil(error.retryAfterSeconds))) },
  });
}
