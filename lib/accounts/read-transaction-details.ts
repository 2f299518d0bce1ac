import { db } from '@/lib/db';
import type { AccountConsent } from '@/lib/consents/require-account-consent';
import { getConsentedAccountOrThrow } from '@/lib/accounts/get-consented-account-or-throw';
import { presentTransactionDetails } from '@/lib/accounts/present-transaction';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

/** GET /v1/accounts/{account-id}/transactions/{transactionId}: the full details of one entry (Berlin Group 1.3.11 wraps them as `transactionsDetails.transactionDetails`). */
export async function readTransactionDetails(input: { grant: AccountConsent; accountId: string; transactionId: string }): Promise<{ transactionsDetails: { transactionDetails: Record<string, unknown> } }> {
  const account = await getConsentedAccountOrThrow(input.grant, input.accountId);
  const transaction = await db.transaction.findFirst({ where: { id: input.transactionId, accountId: account.id } });
  if (!transaction) throw new Xs2aError('RESOURCE_UNKNOWN', { path: 'transactionId', text: 'No transaction with this id on this account (pending entries may change id when booked).' });
  return { transactionsDetails: { transactionDetails: presentTransactionDetails(transaction, account.id) } };
}
