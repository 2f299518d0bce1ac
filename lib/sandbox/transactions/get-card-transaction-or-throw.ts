import { findOwnedTransactionOrThrow } from './find-owned-transaction-or-throw';
import { loadSandboxCardAccountOrThrow } from '@/lib/sandbox/card-accounts/load-sandbox-card-account-or-throw';
import {
  presentSandboxCardTransaction,
  type SandboxCardTransactionView,
} from '@/lib/sandbox/transactions/present-sandbox-card-transaction';

export type GetCardTransactionOrThrowInput = { tppId: string; cardAccountId: string; transactionId: string };

/** GET /v1/sandbox/card-accounts/{mockCardAccountId}/transactions/{transactionId}: a card transaction's `_links.self`. */
export async function getCardTransactionOrThrow(
  input: GetCardTransactionOrThrowInput,
): Promise<SandboxCardTransactionView> {
  const card = await loadSandboxCardAccountOrThrow(input);
  const transaction = await findOwnedTransactionOrThrow({ ...input, owner: { cardAccountId: card.id } });
  return presentSandboxCardTransaction({ ...transaction, cardAccountId: card.id });
}
