import { db } from '@/lib/db';
import { isResourceId } from '@/lib/ids/is-resource-id';
import { loadSandboxCardAccountOrThrow } from '@/lib/sandbox/card-accounts/load-sandbox-card-account-or-throw';
import {
  presentSandboxCardTransaction,
  type SandboxCardTransactionView,
} from '@/lib/sandbox/transactions/present-sandbox-card-transaction';
import { resourceUnknown } from '@/lib/sandbox/shared/resource-unknown';

export type GetCardTransactionOrThrowInput = { tppId: string; cardAccountId: string; transactionId: string };

/** GET /v1/sandbox/card-accounts/{mockCardAccountId}/transactions/{transactionId}: a card transaction's `_links.self`. */
export async function getCardTransactionOrThrow(
  input: GetCardTransactionOrThrowInput,
): Promise<SandboxCardTransactionView> {
  const card = await loadSandboxCardAccountOrThrow(input);
  const transaction = isResourceId(input.transactionId)
    ? await db.transaction.findFirst({ where: { id: input.transactionId, tppId: input.tppId, cardAccountId: card.id } })
    : null;
  if (!transaction) throw resourceUnknown('transaction');
  return presentSandboxCardTransaction({ ...transaction, cardAccountId: card.id });
}
