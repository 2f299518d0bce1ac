import { describe, expect, it } from 'vitest';
import {
  CoreUnavailableError,
  type CoreAccountReader,
  type CoreReadContext,
  type CoreTransaction,
  type CoreTransactionPage,
  type CoreTransactionQuery,
} from './core-accounts';
import { pullCoreTransactions } from './pull-core-transactions';

const entry = (entryReference: string, bookingStatus: 'booked' | 'pending'): CoreTransaction => ({
  entryReference,
  bookingStatus,
  amount: '-1.00',
  ...(bookingStatus === 'booked' ? { bookingDate: '2026-11-27' } : { transactionDate: '2026-11-28' }),
});

/** A reader whose transaction pages come from `pages(query)`, recording every query. */
function fakeReader(pages: (query: CoreTransactionQuery) => CoreTransactionPage | null, knows = true) {
  const queries: CoreTransactionQuery[] = [];
  const contexts: (CoreReadContext | undefined)[] = [];
  const reader: CoreAccountReader = {
    customerAccounts: async () => ({ accounts: [], cardAccounts: [] }),
    balances: async () => {
      throw new Error('A pull of transactions asked for balances');
    },
    transactions: async (_key, query, context) => {
      queries.push(query);
      contexts.push(context);
      return knows ? pages(query) : null;
    },
    transaction: async () => null,
    health: () => ({ state: 'available', retryAfterSeconds: 5 }),
  };
  return { reader, queries, contexts };
}

const key = { iban: 'NO5715062233025' };

describe('pullCoreTransactions', () => {
  it('follows next through every page of pending and booked entries, each call naming the request, no balances', async () => {
    const { reader, queries, contexts } = fakeReader((query) => {
      if (query.bookingStatus === 'pending') return { transactions: [entry('P1', 'pending')] };
      return query.cursor === undefined
        ? { transactions: [entry('B2', 'booked')], next: 'page-2' }
        : { transactions: [entry('B1', 'booked')] };
    });
    const pulled = await pullCoreTransactions(reader, key, '2026-11-24', { requestId: 'request-1' });
    expect(pulled?.pending.map((row) => row.entryReference)).toEqual(['P1']);
    expect(pulled?.booked.map((row) => row.entryReference)).toEqual(['B2', 'B1']);
    expect(queries).toEqual([
      { bookingStatus: 'pending', limit: 1000 },
      { bookingStatus: 'booked', dateFrom: '2026-11-24', limit: 1000 },
      { bookingStatus: 'booked', dateFrom: '2026-11-24', limit: 1000, cursor: 'page-2' },
    ]);
    expect(contexts).toEqual(Array(3).fill({ requestId: 'request-1' }));
  });

  it('is null when the core does not know the account', async () => {
    expect(
      await pullCoreTransactions(fakeReader(() => ({ transactions: [] }), false).reader, key, undefined),
    ).toBeNull();
    expect(await pullCoreTransactions(fakeReader(() => null).reader, key, undefined)).toBeNull();
  });

  it('takes an entry that a later page lists again as a broken answer', async () => {
    const { reader } = fakeReader((query) =>
      query.cursor === undefined
        ? { transactions: [entry('B2', 'booked')], next: 'page-2' }
        : { transactions: [entry('B2', 'booked')] },
    );
    await expect(pullCoreTransactions(reader, key, undefined)).rejects.toMatchObject({ reason: 'malformed' });
  });

  it('takes a cursor that comes back as a broken answer', async () => {
    const { reader } = fakeReader(() => ({ transactions: [], next: 'same' }));
    const pulling = pullCoreTransactions(reader, key, undefined);
    await expect(pulling).rejects.toBeInstanceOf(CoreUnavailableError);
    await expect(pulling).rejects.toMatchObject({ reason: 'malformed', retryAfterSeconds: 5 });
  });
});
