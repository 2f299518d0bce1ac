import { loadAccountOrThrow } from '@/lib/sandbox/accounts/load-account-or-throw';
import { presentTransaction, type TransactionView } from '@/lib/sandbox/presenters/present-transaction';
import { maxTransactionLimit, type TransactionQuery } from '@/lib/sandbox/schemas/transaction-query-schemas';
import { checkTransactionPeriod } from './check-transaction-period';
import { pageTransactions } from './page-transactions';

/**
 * Spec "List sandbox account transactions": an array of Sandbox transactions, booked and pending (hand-made ones and
 * those of sandbox payments), filtered by fromDate/toDate, paged by offset/limit (limit 1 to 1000, default 1000).
 */
export async function listAccountTransactions(input: { tppId: string; accountId: string; query: Omit<TransactionQuery, 'bookingStatus'> }): Promise<TransactionView[]> {
  const account = await loadAccountOrThrow(input);
  checkTransactionPeriod(input.query);
  const rows = await pageTransactions({
    tppId: input.tppId,
    owner: { accountId: account.id },
    statuses: ['pending', 'booked'],
    fromDate: input.query.fromDate,
    toDate: input.query.toDate,
    offset: input.query.offset ?? 0,
    limit: input.query.limit ?? maxTransactionLimit,
  });
  return rows.map((row) => presentTransaction({ ...row, accountId: account.id }));
}
