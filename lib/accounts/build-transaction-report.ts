import { apiLink, type Links } from '@/lib/xs2a/links';
import { listTransactionsPage, type TransactionPageQuery } from '@/lib/accounts/list-transactions-page';
import { encodeCursor } from '@/lib/accounts/transaction-cursor';
import { reportQuery, type TransactionQuery } from '@/lib/accounts/transaction-report-query';
import type { TransactionEntry } from '@/lib/accounts/select-transaction-entries';

/** A page of an account or card-account report: booked and pending as the query asks, with `_links`. */
export type TransactionReport = { booked?: object[]; pending?: object[]; _links: Links };

export type BuildTransactionReportInput = {
  owner: TransactionPageQuery['owner'];
  /** The account's path segments and the name of the link back to it: `account` or `cardAccount`. */
  resource: { segments: [string, string]; linkName: 'account' | 'cardAccount' };
  query: TransactionQuery;
  earliestDate?: string;
  present: (entry: TransactionEntry) => object;
};

/**
 * One page of a transaction report for accounts and card accounts alike: the query's filters (and an earliest date
 * when the history is limited), `_links.<resource>` back to the account and `_links.next` as a relative path that
 * carries its own query (D1) while more entries follow.
 */
export async function buildTransactionReport(input: BuildTransactionReportInput): Promise<TransactionReport> {
  const dateFrom = [input.query.dateFrom, input.earliestDate]
    .filter((value): value is string => Boolean(value))
    .sort()
    .at(-1);
  const page = await listTransactionsPage({
    owner: input.owner,
    bookingStatus: input.query.bookingStatus,
    dateFrom,
    dateTo: input.query.dateTo,
    limit: input.query.limit,
    cursor: input.query.cursor,
  });
  const links: Links = { [input.resource.linkName]: apiLink(input.resource.segments, ['GET']) };
  if (page.next)
    links.next = apiLink(
      [...input.resource.segments, 'transactions'],
      ['GET'],
      reportQuery(input.query, encodeCursor(page.next)),
    );
  const report: TransactionReport = { _links: links };
  if (input.query.bookingStatus !== 'pending') report.booked = page.booked.map(input.present);
  if (input.query.bookingStatus !== 'booked') report.pending = page.pending.map(input.present);
  return report;
}
