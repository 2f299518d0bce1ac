import { entryDate } from '@/lib/accounts/entry-date';
import type { TransactionCursor } from '@/lib/accounts/transaction-cursor';
import { selectTransactionEntries, type TransactionEntry } from '@/lib/accounts/select-transaction-entries';

export type BookingStatusFilter = 'booked' | 'pending' | 'both' | 'all';

export type TransactionPageQuery = {
  owner: { accountId: string } | { cardAccountId: string };
  bookingStatus: BookingStatusFilter;
  dateFrom?: string;
  dateTo?: string;
  limit: number;
  cursor?: TransactionCursor;
};

export type TransactionPage = { booked: TransactionEntry[]; pending: TransactionEntry[]; next?: TransactionCursor };

const isAfter = (date: string, id: string, position?: { date: string; id: string }) =>
  !position || date < position.date || (date === position.date && id < position.id);

/**
 * D15: one page of a transaction report, pending entries first, then booked, each newest first with the id as
 * tie-breaker; booked entries are read by keyset, so a page never repeats or skips an entry.
 */
export async function listTransactionsPage(query: TransactionPageQuery): Promise<TransactionPage> {
  const wantsPending = query.bookingStatus !== 'booked';
  const wantsBooked = query.bookingStatus !== 'pending';
  const page: TransactionPage = { booked: [], pending: [] };
  let remaining = query.limit;

  if (wantsPending && query.cursor?.segment !== 'booked') {
    const pending = (await selectTransactionEntries({ owner: query.owner, bookingStatus: 'pending' }))
      .map((transaction) => ({ transaction, date: entryDate(transaction) }))
      .filter(({ date }) => (!query.dateFrom || date >= query.dateFrom) && (!query.dateTo || date <= query.dateTo))
      .filter(({ transaction, date }) => isAfter(date, transaction.id, query.cursor?.after))
      .sort((a, b) => (a.date === b.date ? (a.transaction.id < b.transaction.id ? 1 : -1) : a.date < b.date ? 1 : -1));
    page.pending = pending.slice(0, remaining).map(({ transaction }) => transaction);
    remaining -= page.pending.length;
    const last = pending[page.pending.length - 1];
    if (pending.length > page.pending.length && last)
      return { ...page, next: { segment: 'pending', after: { date: last.date, id: last.transaction.id } } };
  }

  if (!wantsBooked) return page;
  const position = query.cursor?.segment === 'booked' ? query.cursor.after : undefined;
  const upperDate = [query.dateTo, position?.date].filter((value): value is string => Boolean(value)).sort()[0];
  // The redundant upper bound lets PostgreSQL start the index range at the cursor instead of filtering up to it.
  const selection = {
    owner: query.owner,
    bookingStatus: 'booked',
    from: query.dateFrom,
    to: upperDate,
    after: position,
  } as const;
  if (remaining === 0) {
    // The page is full of pending entries: the booked ones follow on the next page, if there are any.
    const hasBooked = (await selectTransactionEntries({ ...selection, limit: 1 })).length > 0;
    return hasBooked ? { ...page, next: { segment: 'booked' } } : page;
  }
  const booked = await selectTransactionEntries({ ...selection, limit: remaining + 1 });
  page.booked = booked.slice(0, remaining);
  const last = page.booked.at(-1);
  if (booked.length > remaining && last?.bookingDate)
    return { ...page, next: { segment: 'booked', after: { date: last.bookingDate, id: last.id } } };
  return page;
}
