import { apiLink, type Links } from '@/lib/xs2a/links';
import { listTransactionsPage, type TransactionPageQuery } from '@/lib/accounts/list-transactions-page';
import { encodeCursor } from '@/lib/accounts/transaction-cursor';
import { reportQuery, type TransactionQuery } from '@/lib/accounts/transaction-report-query';
import type { EntrySelection, TransactionEntry } from '@/lib/accounts/select-transaction-entries';
import type { TransactionSummaryJson } from '@/lib/accounts/select-transaction-summaries-json';
import { JsonText } from '@/lib/xs2a/json-text';

/** A page of an account or card-account report: booked and pending as the query asks, with `_links`. */
export type TransactionReport = { booked?: object[] | JsonText; pending?: object[]; _links: Links };

export type BuildTransactionReportInput = {
  owner: TransactionPageQuery['owner'];
  /** The account's path segments and the name of the link back to it: `account` or `cardAccount`. */
  resource: { segments: [string, string]; linkName: 'account' | 'cardAccount' };
  query: TransactionQuery;
  earliestDate?: string;
  present: (entry: TransactionEntry) => object;
  /** Reads the booked entries already presented, as JSON text (D31); without it they are read and `present`ed. */
  selectBookedJson?: (selection: EntrySelection) => Promise<TransactionSummaryJson[]>;
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
  const page = await listTransactionsPage<TransactionEntry | TransactionSummaryJson>(
    {
      owner: input.owner,
      bookingStatus: input.query.bookingStatus,
      dateFrom,
      dateTo: input.query.dateTo,
      limit: input.query.limit,
      cursor: input.query.cursor,
    },
    input.selectBookedJson,
  );
  const links: Links = { [input.resource.linkName]: apiLink(input.resource.segments, ['GET']) };
  if (page.next)
    links.next = apiLink(
      [...input.resource.segments, 'transactions'],
      ['GET'],
      reportQuery(input.query, encodeCursor(page.next)),
    );
  const report: TransactionReport = { _links: links };
  if (input.query.bookingStatus !== 'pending')
    report.booked = input.selectBookedJson
      ? bookedJsonText(page.booked as TransactionSummaryJson[])
      : (page.booked as TransactionEntry[]).map(input.present);
  if (input.query.bookingStatus !== 'booked') report.pending = page.pending.map(input.present);
  return report;
}

/** The booked entries' texts as one JSON array; its preview (the entry count and the first entry) gives its shape. */
function bookedJsonText(entries: TransactionSummaryJson[]): JsonText {
  const preview: unknown[] = new Array(entries.length);
  if (entries[0]) preview[0] = JSON.parse(entries[0].json);
  return new JsonText(`[${entries.map((entry) => entry.json).join(',')}]`, preview);
}
