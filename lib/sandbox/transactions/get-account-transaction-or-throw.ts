import { findOwnedTransactionOrThrow } from './find-owned-transaction-or-throw';
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
  const transaction = await findOwnedTransactionOrThrow({ ...input, owner: { accountId: account.id } });
  return presentSandboxTransaction({ ...transaction, accountId: account.id });
}
