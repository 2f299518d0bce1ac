import { loadCardAccountOrThrow } from '@/lib/sandbox/card-accounts/load-card-account-or-throw';
import { presentCardTransaction, type CardTransactionView } from '@/lib/sandbox/presenters/present-card-transaction';
import { maxTransactionLimit, type TransactionQuery } from '@/lib/sandbox/schemas/transaction-query-schemas';
import { checkTransactionPeriod } from './check-transaction-period';
import { pageTransactions } from './page-transactions';

/** GET /v1/sandbox/card-accounts/{mockCardAccountId}/transactions: bookingStatus booked, pending or both (the default). */
export async function listCardTransactions(input: { tppId: string; cardAccountId: string; query: TransactionQuery }): Promise<CardTransactionView[]> {
  const card = await loadCardAccountOrThrow(input);
  checkTransactionPeriod(input.query);
  const bookingStatus = input.query.bookingStatus ?? 'both';
  const rows = await pageTransactions({
    tppId: input.tppId,
    owner: { cardAccountId: card.id },
    statuses: bookingStatus === 'both' ? ['pending', 'booked'] : [bookingStatus],
    fromDate: input.query.fromDate,
    toDate: input.query.toDate,
    offset: input.query.offset ?? 0,
    limit: input.query.limit ?? maxTransactionLimit,
  });
  return rows.map((row) => presentCardTransaction({ ...row, cardAccountId: card.id }));
}
