import { Xs2aError } from '@/lib/xs2a/xs2a-error';

/** 404 RESOURCE_UNKNOWN for a closed account, or one the bank's core no longer knows (D34). */
export function accountClosedError(kind: 'account' | 'cardAccount'): Xs2aError {
  return new Xs2aError('RESOURCE_UNKNOWN', {
    path: 'account-id',
    text: kind === 'account' ? 'This account has been closed.' : 'This card account has been closed.',
  });
}
