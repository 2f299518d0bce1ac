import { loadSandboxAccountOrThrow } from '@/lib/sandbox/accounts/load-sandbox-account-or-throw';
import {
  presentSandboxTransaction,
  type SandboxTransactionView,
} from '@/lib/sandbox/transactions/present-sandbox-transaction';
import {
  maxSandboxTransactionLimit,
  type SandboxTransactionQuery,
} from '@/lib/sandbox/transactions/sandbox-transaction-query-schemas';
import { checkTransactionPeriod } from './check-transaction-period';
import { pageSandboxTransactions } from './page-sandbox-transactions';

export type ListAccountTransactionsInput = {
  tppId: string;
  accountId: string;
  query: Omit<SandboxTransactionQuery, 'bookingStatus'>;
};

/**
 * Spec "List sandbox account transactions": an array of Sandbox transactions, booked and pending (hand-made ones and
 * those of sandbox payments), filtered by fromDate/toDate, paged by offset/limit (limit 1 to 1000, default 1000).
 */
export async function listAccountTransactions(input: ListAccountTransactionsInput): Promise<SandboxTransactionView[]> {
  const account = await loadSandboxAccountOrThrow(input);
  checkTransactionPeriod(input.query);
  const rows = await pageSandboxTransactions({
    tppId: input.tppId,
    owner: { accountId: account.id },
    statuses: ['pending', 'booked'],
    fromDate: input.query.fromDate,
    toDate: input.query.toDate,
    offset: input.query.offset ?? 0,
    limit: input.query.limit ?? maxSandboxTransactionLimit,
  });
  return rows.map((row) => presentSandboxTransaction({ ...row, accountId: account.id }));
}
