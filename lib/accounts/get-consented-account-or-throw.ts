import { db } from '@/lib/db';
import type { Account, Balance } from '@/lib/generated/prisma/client';
import type { AccountConsent } from '@/lib/consents/require-account-consent';
import { consentedAccountsWhere } from '@/lib/accounts/consented-resources';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

/**
 * One account of the consent, or 404 RESOURCE_UNKNOWN: an account that does not exist, belongs to another TPP's
 * sandbox or another PSU, or is outside the consent looks the same, so nothing leaks (D4).
 */
export async function getConsentedAccountOrThrow(grant: AccountConsent, accountId: string): Promise<Account & { balances: Balance[] }> {
  const account = await db.account.findFirst({ where: consentedAccountsWhere(grant, accountId), include: { balances: true } });
  if (!account) throw new Xs2aError('RESOURCE_UNKNOWN', { path: 'account-id', text: 'No account with this id is covered by the consent.' });
  if (account.status === 'deleted') throw new Xs2aError('RESOURCE_UNKNOWN', { path: 'account-id', text: 'This account has been closed.' });
  return account;
}
