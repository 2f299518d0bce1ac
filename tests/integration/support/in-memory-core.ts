import {
  CoreUnavailableError,
  type CoreAccountKey,
  type CoreAccountReader,
  type CoreBalance,
  type CoreCustomerAccounts,
  type CoreTransaction,
  type CoreTransactionQuery,
} from '@/lib/core-connector/core-accounts';

/** An account as the in-memory core holds it: its balances and its entries. */
export type CoreAccountState = { balances: CoreBalance[]; transactions: CoreTransaction[] };

/** D34: a CoreAccountReader over maps, with every query it was asked and a switch that makes it fail. */
export type InMemoryCore = {
  reader: CoreAccountReader;
  accounts: Map<string, CoreAccountState>;
  /** Each customer's accounts and card accounts, by customer number. */
  customers: Map<string, CoreCustomerAccounts>;
  queries: CoreTransactionQuery[];
  balanceReads: number;
  /** While set, every call rejects with it. */
  failure: CoreUnavailableError | null;
  /** While set, balance reads wait for it. */
  balancesWaitFor: Promise<void> | null;
};

const keyOf = (key: CoreAccountKey) => ('iban' in key ? key.iban : `card:${key.cardAccountNumber}`);
const entryDay = (row: CoreTransaction) => row.bookingDate ?? row.transactionDate ?? '';

/** Pages of `limit` entries, newest first and pending first, the cursor being the offset of the next page. */
export function inMemoryCore(): InMemoryCore {
  const core: InMemoryCore = {
    accounts: new Map(),
    customers: new Map(),
    queries: [],
    balanceReads: 0,
    failure: null,
    balancesWaitFor: null,
    reader: {
      customerAccounts: async (customerNumber) => {
        if (core.failure) throw core.failure;
        return core.customers.get(customerNumber) ?? { accounts: [], cardAccounts: [] };
      },
      balances: async (key) => {
        core.balanceReads += 1;
        await core.balancesWaitFor;
        if (core.failure) throw core.failure;
        return core.accounts.get(keyOf(key))?.balances ?? null;
      },
      transactions: async (key, query) => {
        core.queries.push(query);
        if (core.failure) throw core.failure;
        const account = core.accounts.get(keyOf(key));
        if (!account) return null;
        const listed = account.transactions
          .filter((row) => query.bookingStatus === 'both' || row.bookingStatus === query.bookingStatus)
          .filter((row) => !query.dateFrom || entryDay(row) >= query.dateFrom)
          .sort(
            (a, b) => a.bookingStatus.localeCompare(b.bookingStatus) * -1 || entryDay(b).localeCompare(entryDay(a)),
          );
        const start = Number(query.cursor ?? 0);
        const end = start + (query.limit ?? 100);
        return { transactions: listed.slice(start, end), ...(end < listed.length && { next: String(end) }) };
      },
      transaction: async () => null,
      health: () => ({ state: core.failure ? 'unavailable' : 'available', retryAfterSeconds: 5 }),
    },
  };
  return core;
}
