import { db } from '@/lib/db';
import type { BookingStatus, Prisma, Transaction } from '@/lib/generated/prisma/client';
import { dayToDate } from '@/lib/sandbox/shared/calendar';

export type SandboxTransactionPage = {
  tppId: string;
  owner: { accountId: string } | { cardAccountId: string };
  statuses: BookingStatus[];
  fromDate?: string;
  toDate?: string;
  offset: number;
  limit: number;
};

/**
 * One page of an account's transactions in D16's stable order: pending first, then booked by booking date and id,
 * newest first. Dates filter booked entries by booking date and pending ones by value date.
 */
export async function pageSandboxTransactions(page: SandboxTransactionPage): Promise<Transaction[]> {
  const range = dateRange(page.fromDate, page.toDate);
  const rows: Transaction[] = [];
  let offset = page.offset;
  if (page.statuses.includes('pending')) {
    const where: Prisma.TransactionWhereInput = {
      tppId: page.tppId,
      ...page.owner,
      bookingStatus: 'pending',
      ...(range ? { valueDate: range } : {}),
    };
    rows.push(
      ...(await db.transaction.findMany({
        where,
        orderBy: [{ valueDate: 'desc' }, { id: 'desc' }],
        skip: offset,
        take: page.limit,
      })),
    );
    if (rows.length === page.limit) return rows;
    // The page ran past the pending entries: the booked part starts at the offset left over.
    offset = rows.length > 0 ? 0 : Math.max(0, offset - (await db.transaction.count({ where })));
  }
  if (page.statuses.includes('booked'))
    rows.push(...(await bookedPage({ ...page, range, offset, limit: page.limit - rows.length })));
  return rows;
}

// A deferred join: the ids come from an index-only scan of (account, bookingStatus, bookingDate desc, id desc), so a deep
// offset steps over index entries rather than table rows; then only the page's rows are read, scoped by tppId (D4). The
// id scan needs no tppId: the caller found the account or card account in this TPP's sandbox first.
async function bookedPage(
  page: SandboxTransactionPage & { range: Prisma.DateTimeFilter | null },
): Promise<Transaction[]> {
  const ids = await db.transaction.findMany({
    where: { ...page.owner, bookingStatus: 'booked', ...(page.range ? { bookingDate: page.range } : {}) },
    orderBy: [{ bookingDate: 'desc' }, { id: 'desc' }],
    skip: page.offset,
    take: page.limit,
    select: { id: true },
  });
  if (ids.length === 0) return [];
  const rows = new Map(
    (await db.transaction.findMany({ where: { tppId: page.tppId, id: { in: ids.map((row) => row.id) } } })).map(
      (row) => [row.id, row],
    ),
  );
  return ids.flatMap((row) => rows.get(row.id) ?? []);
}

function dateRange(fromDate: string | undefined, toDate: string | undefined): Prisma.DateTimeFilter | null {
  if (!fromDate && !toDate) return null;
  return { ...(fromDate ? { gte: dayToDate(fromDate) } : {}), ...(toDate ? { lte: dayToDate(toDate) } : {}) };
}
