import { loadSandboxCardAccountOrThrow } from '@/lib/sandbox/card-accounts/load-sandbox-card-account-or-throw';
import {
  presentSandboxCardTransaction,
  type SandboxCardTransactionView,
} from '@/lib/sandbox/transactions/present-sandbox-card-transaction';
import {
  maxSandboxTransactionLimit,
  type SandboxTransactionQuery,
} from '@/lib/sandbox/transactions/sandbox-transaction-query-schemas';
import { checkTransactionPeriod } from './check-transaction-period';
import { pageSandboxTransactions } from './page-sandbox-transactions';

export type ListCardTransactionsInput = { tppId: string; cardAccountId: string; query: SandboxTransactionQuery };

/** GET /v1/sandbox/card-accounts/{mockCardAccountId}/transactions: bookingStatus booked, pending or both (the default). */
export async function listCardTransactions(input: ListCardTransactionsInput): Promise<SandboxCardTransactionView[]> {
  const card = await loadSandboxCardAccountOrThrow(input);
  checkTransactionPeriod(input.query);
  const bookingStatus = input.query.bookingStatus ?? 'both';
  const rows = await pageSandboxTransactions({
    tppId: input.tppId,
    owner: { cardAccountId: card.id },
    statuses: bookingStatus === 'both' ? ['pending', 'booked'] : [bookingStatus],
    fromDate: input.query.fromDate,
    toDate: input.query.toDate,
    offset: input.query.offset ?? 0,
    limit: input.query.limit ?? maxSandboxTransactionLimit,
  });
  return rows.map((row) => presentSandboxCardTransaction({ ...row, cardAccountId: card.id }));
}
