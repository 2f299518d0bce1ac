import type { Transaction } from '@/lib/generated/prisma/client';
import { isoDate } from '@/lib/berlin-group/bank-date';
import type { EntryDates } from '@/lib/accounts/select-transaction-entries';

/**
 * The date an entry is listed, filtered and held to the history without the PSU by (D15): its booking date when
 * booked, else its value or transaction date, else the day it was recorded. Berlin Group's dateFrom and dateTo take
 * the booking date of booked entries and the entry date of pending ones; the list and the details both use this one.
 */
export function entryDate(dates: EntryDates): string {
  return dates.bookingDate ?? dates.valueDate ?? dates.transactionDate ?? dates.createdOn;
}

/** A stored transaction's dates as a report page reads them (`selectTransactionEntries`). */
export function entryDates(transaction: Transaction): EntryDates {
  const day = (date: Date | null) => (date ? isoDate(date) : null);
  return {
    bookingDate: day(transaction.bookingDate),
    valueDate: day(transaction.valueDate),
    transactionDate: day(transaction.transactionDate),
    createdOn: isoDate(transaction.createdAt),
  };
}
