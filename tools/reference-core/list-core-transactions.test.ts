import { describe, expect, it } from 'vitest';
import type { CoreTransaction } from '@/lib/core-connector/core-accounts';
import { CoreRefusal } from './core-refusal';
import { listCoreTransactions } from './list-core-transactions';

const booked = (entryReference: string, bookingDate: string): CoreTransaction => ({
  entryReference,
  bookingStatus: 'booked',
  bookingDate,
  amount: '-1.00',
});
const pending = (entryReference: string, transactionDate?: string): CoreTransaction => ({
  entryReference,
  bookingStatus: 'pending',
  amount: '-2.00',
  ...(transactionDate ? { transactionDate } : {}),
});

const entries = [
  booked('B1', '2026-11-01'),
  booked('B3', '2026-11-20'),
  pending('P1', '2026-11-21'),
  booked('B2', '2026-11-20'),
  pending('P0'),
  booked('B4', '2026-10-15'),
];
const references = (page: { transactions: CoreTransaction[] }) =>
  page.transactions.map((entry) => entry.entryReference);

describe('listCoreTransactions', () => {
  it.each([
    [{ bookingStatus: 'both' }, ['P0', 'P1', 'B3', 'B2', 'B1', 'B4']],
    [{ bookingStatus: 'booked' }, ['B3', 'B2', 'B1', 'B4']],
    [{ bookingStatus: 'pending' }, ['P0', 'P1']],
    [{ bookingStatus: 'booked', dateFrom: '2026-11-01', dateTo: '2026-11-19' }, ['B1']],
    [{ bookingStatus: 'both', dateFrom: '2026-11-20' }, ['P0', 'P1', 'B3', 'B2']],
    [{ bookingStatus: 'pending', dateTo: '2026-11-20' }, ['P0']],
  ] as const)('lists %o newest first, pending before booked', (query, expected) => {
    expect(references(listCoreTransactions(entries, { limit: 100, ...query }))).toEqual(expected);
  });

  it('pages with an opaque cursor that neither repeats nor skips an entry booked between two pages', () => {
    const held = [...entries];
    const first = listCoreTransactions(held, { bookingStatus: 'both', limit: 3 });
    expect(references(first)).toEqual(['P0', 'P1', 'B3']);
    held.push(booked('B9', '2026-11-25'), booked('B0', '2026-11-01'));
    const second = listCoreTransactions(held, { bookingStatus: 'both', limit: 3, cursor: first.next });
    expect(references(second)).toEqual(['B2', 'B1', 'B0']);
    const third = listCoreTransactions(held, { bookingStatus: 'both', limit: 3, cursor: second.next });
    expect(references(third)).toEqual(['B4']);
    expect(third.next).toBeUndefined();
  });

  it('gives no next when the page holds the last entry', () => {
    expect(listCoreTransactions(entries, { bookingStatus: 'pending', limit: 2 }).next).toBeUndefined();
  });

  it.each([
    ['garbage', { bookingStatus: 'both' }],
    [Buffer.from('{"after":[0,"x"]}').toString('base64url'), { bookingStatus: 'both' }],
    [listCoreTransactions(entries, { bookingStatus: 'both', limit: 1 }).next, { bookingStatus: 'booked' }],
  ] as const)('refuses the cursor %s with 400 when it is not one it gave for this query', (cursor, query) => {
    const list = () => listCoreTransactions(entries, { limit: 10, ...query, cursor });
    expect(list).toThrow(CoreRefusal);
    expect(list).toThrow(/cursor/);
  });
});
