import type { AccountConsent } from '@/lib/consents/require-account-consent';
import { readConsentedAccounts, type ConsentedAccount } from '@/lib/accounts/read-consented-accounts';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

/**
 * One account of the consent, with its balances, or 404 RESOURCE_UNKNOWN: an account that does not exist, belongs to
 * another TPP's sandbox or another PSU, or is outside the consent looks the same, so nothing leaks (D4).
 */
export async function getConsentedAccountOrThrow(grant: AccountConsent, accountId: string): Promise<ConsentedAccount> {
  const [account] = await readConsentedAccounts(grant, { accountId, withBalances: true });
  if (!account)
    throw new Xs2aError('RESOURCE_UNKNOWN', {
      path: 'account-id',
      text: 'No account with this id is covered by the consent.',
    });
  if (account.status === 'deleted')
    throw new Xs2aError('RESOURCE_UNKNOWN', { path: 'account-id', text: 'This account has been closed.' });
  return account;
}
