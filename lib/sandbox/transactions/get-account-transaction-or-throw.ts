import { db } from '@/lib/db';
import { isResourceId } from '@/lib/ids/is-resource-id';
import { loadAccountOrThrow } from '@/lib/sandbox/accounts/load-account-or-throw';
import { presentTransaction, type TransactionView } from '@/lib/sandbox/presenters/present-transaction';
import { resourceUnknown } from '@/lib/sandbox/resource-unknown';

/** GET /v1/sandbox/accounts/{mockAccountId}/transactions/{transactionId}: where a transaction's `_links.self` points. */
export async function getAccountTransactionOrThrow(input: { tppId: string; accountId: string; transactionId: string }): Promise<TransactionView> {
  const account = await loadAccountOrThrow(input);
  const transaction = isResourceId(input.transactionId)
    ? await db.transaction.findFirst({ where: { id: input.transactionId, tppId: input.tppId, accountId: account.id } })
    : null;
  if (!transaction) throw resourceUnknown('transaction');
  return presentTransaction({ ...transaction, accountId: account.id });
}
