import type { AccountConsent } from '@/lib/consents/require-account-consent';
import type { TppIdentity } from '@/lib/tpp/resolve-tpp';
import type { PsuHeaders } from '@/lib/xs2a/psu-headers';
import { apiLink, type Links } from '@/lib/xs2a/links';
import { getConsentedAccountOrThrow } from '@/lib/accounts/get-consented-account-or-throw';
import { enforceAccessLimits } from '@/lib/accounts/enforce-access-limits';
import { accountReference } from '@/lib/accounts/present-account';
import { presentBalances, type BalanceView } from '@/lib/accounts/present-balance';
import { presentTransactionSummary } from '@/lib/accounts/present-transaction';
import { listTransactionsPage } from '@/lib/accounts/list-transactions-page';
import { decodeCursor, encodeCursor } from '@/lib/accounts/transaction-cursor';
import { checkPeriod, reportQuery, type TransactionQuery } from '@/lib/accounts/transaction-report-query';

type Report = { booked?: object[]; pending?: object[]; _links: Links };

/**
 * GET /v1/accounts/{account-id}/transactions: a page of the account report, pending and booked, with `_links.next` as a
 * relative path carrying its own query (D1) while more entries follow. The limits of spec "Limits" apply.
 */
export async function readAccountTransactions(input: { tpp: TppIdentity; psu: PsuHeaders; grant: AccountConsent; accountId: string; query: TransactionQuery; now: Date }): Promise<{
  account: ReturnType<typeof accountReference>;
  transactions: Report;
  balances?: BalanceView[];
}> {
  const account = await getConsentedAccountOrThrow(input.grant, input.accountId);
  checkPeriod(input.query);
  const access = await enforceAccessLimits({ ...input, accountId: account.id, service: 'transactions' });
  const dateFrom = [input.query.dateFrom, access.earliestDate].filter((value): value is string => Boolean(value)).sort().at(-1);
  const page = await listTransactionsPage({
    owner: { accountId: account.id },
    bookingStatus: input.query.bookingStatus,
    dateFrom,
    dateTo: input.query.dateTo,
    limit: input.query.limit,
    cursor: input.query.cursor ? decodeCursor(input.query.cursor) : undefined,
  });
  const links: Links = { account: apiLink(['accounts', account.id], ['GET']) };
  if (page.next) links.next = apiLink(['accounts', account.id, 'transactions'], ['GET'], reportQuery(input.query, encodeCursor(page.next)));
  const transactions: Report = { _links: links };
  if (input.query.bookingStatus !== 'pending') transactions.booked = page.booked.map((entry) => presentTransactionSummary(entry, account.id));
  if (input.query.bookingStatus !== 'booked') transactions.pending = page.pending.map((entry) => presentTransactionSummary(entry, account.id));
  const result = { account: accountReference(account), transactions };
  if (!input.query.withBalance) return result;
  await enforceAccessLimits({ ...input, accountId: account.id, service: 'balances' });
  return { ...result, balances: presentBalances(account.balances) };
}
