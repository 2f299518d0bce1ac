import { CoreRefusal } from './core-refusal';
import type { CoreTransaction, CoreTransactionPage, CoreTransactionQuery } from '@/lib/core-connector/core-accounts';

/** Where a page ended: the entry's segment (0 pending, 1 booked), date ('' when undated) and entryReference. */
type Position = [segment: number, date: string, entryReference: string];
type Cursor = { query: [string, string, string]; after: Position };

/**
 * D34: one page of an account's transactions as the contract orders them: pending before booked, each by date
 * descending (an undated pending entry first), then entryReference descending. The cursor is the last entry's place,
 * so entries booked between two pages never repeat or shift one.
 */
export function listCoreTransactions(
  transactions: readonly CoreTransaction[],
  query: Required<Pick<CoreTransactionQuery, 'bookingStatus' | 'limit'>> & CoreTransactionQuery,
): CoreTransactionPage {
  const fingerprint: Cursor['query'] = [query.bookingStatus, query.dateFrom ?? '', query.dateTo ?? ''];
  const after = query.cursor === undefined ? undefined : readCursor(query.cursor, fingerprint);
  const matching = transactions
    .filter((entry) => query.bookingStatus === 'both' || entry.bookingStatus === query.bookingStatus)
    .map((entry) => ({ entry, position: positionOf(entry) }))
    .filter(({ position: [, date] }) => date === '' || isWithin(date, query.dateFrom, query.dateTo))
    .filter(({ position }) => after === undefined || comparePositions(after, position) < 0)
    .sort((left, right) => comparePositions(left.position, right.position));
  const page = matching.slice(0, query.limit);
  const last = page.at(-1);
  return {
    transactions: page.map(({ entry }) => entry),
    ...(matching.length > page.length && last
      ? { next: writeCursor({ query: fingerprint, after: last.position }) }
      : {}),
  };
}

function positionOf(entry: CoreTransaction): Position {
  const date = entry.bookingStatus === 'booked' ? entry.bookingDate : (entry.transactionDate ?? entry.valueDate);
  return [entry.bookingStatus === 'pending' ? 0 : 1, date ?? '', entry.entryReference];
}

function isWithin(date: string, from: string | undefined, to: string | undefined): boolean {
  return (from === undefined || date >= from) && (to === undefined || date <= to);
}

/** Negative when `left` is listed before `right`. */
function comparePositions(left: Position, right: Position): number {
  if (left[0] !== right[0]) return left[0] - right[0];
  const [leftDate, rightDate] = [left[1] || '\uffff', right[1] || '\uffff'];
  if (leftDate !== rightDate) return leftDate > rightDate ? -1 : 1;
  return left[2] === right[2] ? 0 : left[2] > right[2] ? -1 : 1;
}

function writeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function readCursor(text: string, fingerprint: Cursor['query']): Position {
  let cursor: Cursor;
  try {
    cursor = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Cursor;
  } catch {
    throw invalid('cursor: not one this core gave');
  }
  const isPosition =
    Array.isArray(cursor?.after) &&
    cursor.after.length === 3 &&
    typeof cursor.after[0] === 'number' &&
    cursor.after.slice(1).every((part) => typeof part === 'string');
  if (!isPosition || !Array.isArray(cursor.query)) throw invalid('cursor: not one this core gave');
  if (cursor.query.join('\n') !== fingerprint.join('\n'))
    throw invalid('cursor: given with another bookingStatus, dateFrom or dateTo than its page');
  return cursor.after;
}

function invalid(message: string): CoreRefusal {
  return new CoreRefusal(400, 'INVALID_REQUEST', message);
}
