import { queryRows } from '@/lib/database/raw-sql';
import { Prisma, type Transaction } from '@/lib/generated/prisma/client';

/**
 * The columns a report page presents (the account list view and the card view) and lists by: the structured
 * remittance, the proprietary references and the other detail-only columns stay in the table (D31). Dates come as the
 * YYYY-MM-DD text they are presented as, so a page makes no Date objects; `createdOn` is the day the entry was recorded.
 */
export type TransactionEntry = EntryDates &
  Pick<
    Transaction,
    | 'id'
    | 'entryReference'
    | 'endToEndId'
    | 'amount'
    | 'currency'
    | 'creditorName'
    | 'creditorIban'
    | 'creditorBban'
    | 'debtorName'
    | 'debtorIban'
    | 'debtorBban'
    | 'remittanceInformationUnstructured'
    | 'bankTransactionCode'
    | 'proprietaryBankTransactionCode'
    | 'cardTransactionId'
    | 'terminalId'
    | 'maskedPan'
    | 'originalAmount'
    | 'originalCurrency'
    | 'exchangeRate'
    | 'markupFee'
    | 'cardAcceptorId'
    | 'cardAcceptorName'
    | 'cardAcceptorCity'
    | 'cardAcceptorCountry'
    | 'merchantCategoryCode'
    | 'transactionDetails'
  >;

/** The dates of an entry as YYYY-MM-DD. */
export type EntryDates = {
  bookingDate: string | null;
  valueDate: string | null;
  transactionDate: string | null;
  createdOn: string;
};

export type EntrySelection = {
  owner: { accountId: string } | { cardAccountId: string };
  bookingStatus: 'booked' | 'pending';
  /** Booking dates, inclusive (YYYY-MM-DD). */
  from?: string;
  to?: string;
  /** Keyset position: only entries after it in the order bookingDate desc, id desc. */
  after?: { date: string; id: string };
  /** Ordered by bookingDate desc, id desc and limited; absent: every matching entry, unordered. */
  limit?: number;
};

/**
 * D31: one raw statement for a report page's entries, only the presented columns, with the booking status as a
 * literal so that the planner walks the keyset index.
 */
export async function selectTransactionEntries(selection: EntrySelection): Promise<TransactionEntry[]> {
  return queryRows<TransactionEntry>(transactionEntriesStatement(selection));
}

/**
 * The statement of selectTransactionEntries. Its columns are renamed to their text form, so the order names the table's
 * columns: an output name in ORDER BY would sort the text and lose the index (a test reads the plan).
 */
export function transactionEntriesStatement(selection: EntrySelection): Prisma.Sql {
  const owner =
    'accountId' in selection.owner
      ? Prisma.sql`"accountId" = ${selection.owner.accountId}`
      : Prisma.sql`"cardAccountId" = ${selection.owner.cardAccountId}`;
  const status = selection.bookingStatus === 'booked' ? Prisma.sql`'booked'` : Prisma.sql`'pending'`;
  const conditions = [owner, Prisma.sql`"bookingStatus" = ${status}`];
  if (selection.from) conditions.push(Prisma.sql`"bookingDate" >= ${selection.from}::date`);
  if (selection.to) conditions.push(Prisma.sql`"bookingDate" <= ${selection.to}::date`);
  if (selection.after) {
    const { date, id } = selection.after;
    conditions.push(Prisma.sql`("bookingDate" < ${date}::date OR ("bookingDate" = ${date}::date AND "id" < ${id}))`);
  }
  const page =
    selection.limit === undefined
      ? Prisma.empty
      : Prisma.sql`ORDER BY "Transaction"."bookingDate" DESC, "Transaction"."id" DESC LIMIT ${selection.limit}`;
  return Prisma.sql`
    SELECT "id", "entryReference", "endToEndId", "bookingDate"::text AS "bookingDate", "valueDate"::text AS "valueDate",
      "transactionDate"::text AS "transactionDate", "createdAt"::date::text AS "createdOn", "amount", "currency",
      "creditorName", "creditorIban", "creditorBban", "debtorName", "debtorIban", "debtorBban", "remittanceInformationUnstructured",
      "bankTransactionCode", "proprietaryBankTransactionCode", "cardTransactionId", "terminalId", "maskedPan", "originalAmount",
      "originalCurrency", "exchangeRate", "markupFee", "cardAcceptorId", "cardAcceptorName", "cardAcceptorCity", "cardAcceptorCountry",
      "merchantCategoryCode", "transactionDetails"
    FROM "Transaction"
    WHERE ${Prisma.join(conditions, ' AND ')}
    ${page}`;
}
