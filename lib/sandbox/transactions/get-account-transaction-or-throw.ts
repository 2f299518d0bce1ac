import { findSandboxRowOrThrow } from '@/lib/sandbox/shared/find-sandbox-row-or-throw';
import { db } from '@/lib/db';
import { loadSandboxAccountOrThrow } from '@/lib/sandbox/accounts/load-sandbox-account-or-throw';
import {
  presentSandboxTransaction,
  type SandboxTransactionView,
} from '@/lib/sandbox/transactions/present-sandbox-transaction';

export type GetAccountTransactionOrThrowInput = { tppId: string; accountId: string; transactionId: string };

/** GET /v1/sandbox/accounts/{mockAccountId}/transactions/{transactionId}: where a transaction's `_links.self` points. */
export async function getAccountTransactionOrThrow(
  input: GetAccountTransactionOrThrowInput,
): Promise<SandboxTransactionView> {
  const account = await loadSandboxAccountOrThrow(input);
  const transaction = await findSandboxRowOrThrow({
    id: input.transactionId,
    resource: 'transaction',
    find: () =>
      db.transaction.findFirst({ where: { id: input.transactionId, tppId: input.tppId, accountId: account.id } }),
  });
  return presentSandboxTransaction({ ...transaction, accountId: account.id });
}
