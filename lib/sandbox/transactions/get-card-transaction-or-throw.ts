import { db } from '@/lib/db';
import { isResourceId } from '@/lib/ids/is-resource-id';
import { loadCardAccountOrThrow } from '@/lib/sandbox/card-accounts/load-card-account-or-throw';
import { presentCardTransaction, type CardTransactionView } from '@/lib/sandbox/presenters/present-card-transaction';
import { resourceUnknown } from '@/lib/sandbox/resource-unknown';

/** GET /v1/sandbox/card-accounts/{mockCardAccountId}/transactions/{transactionId}: a card transaction's `_links.self`. */
export async function getCardTransactionOrThrow(input: { tppId: string; cardAccountId: string; transactionId: string }): Promise<CardTransactionView> {
  const card = await loadCardAccountOrThrow(input);
  const transaction = isResourceId(input.transactionId)
    ? await db.transaction.findFirst({ where: { id: input.transactionId, tppId: input.tppId, cardAccountId: card.id } })
    : null;
  if (!transaction) throw resourceUnknown('transaction');
  return presentCardTransaction({ ...transaction, cardAccountId: card.id });
}
