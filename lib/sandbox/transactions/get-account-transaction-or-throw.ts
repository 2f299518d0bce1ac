import { db } from '@/lib/db';
import { isResourceId } from '@/lib/ids/is-resource-id';
import { loadSandboxAccountOrThrow } from '@/lib/sandbox/accounts/load-sandbox-account-or-throw';
import {
  presentSandboxTransaction,
  type SandboxTransactionView,
} from '@/lib/sandbox/transactions/present-sandbox-transaction';
import { resourceUnknown } from '@/lib/sandbox/shared/resource-unknown';

export type GetAccountTransactionOrThrowInput = { tppId: string; accountId: string; transactionId: string };

/** GET /v1/sandbox/accounts/{mockAccountId}/transactions/{transactionId}: where a transaction's `_links.self` points. */
export async function getAccountTransactionOrThrow(
  input: GetAccountTransactionOrThrowInput,
): Promise<SandboxTransactionView> {
  const account = await loadSandboxAccountOrThrow(input);
  const transaction = isResourceId(input.transactionId)
    ? await db.transaction.findFirst({ where: { id: input.transactionId, tppId: input.tppId, accountId: account.id } })
    : null;
  if (!transaction) throw resourceUnknown('transaction');
  return presentSandboxTransaction({ ...transaction, accountId: account.id });
}
