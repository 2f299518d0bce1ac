import type { CoreAccountReader } from '@/lib/core-connector/core-accounts';

/** D34: where production reads are refreshed from: the core's reader and how long a refresh stays fresh. */
export type CoreRefreshSource = { reader: CoreAccountReader; freshnessMs: number };

/** D34: what of an account a read shows, each part refreshed from the core on its own. */
export type CorePart = 'balances' | 'transactions';

/** When a part was last refreshed from the core, and the digest of the answer its rows were written from. */
export type CoreStamp = { refreshedAt: Date | null; digest: string | null };

/** An account or card account of the bank's production data as a refresh needs it (card accounts by their number). */
export type RefreshableAccount = {
  id: string;
  currency: string;
  stamps: Record<CorePart, CoreStamp>;
} & ({ kind: 'account'; iban: string } | { kind: 'cardAccount'; cardAccountNumber: string | null });

/** The columns an account's or card account's row keeps its parts' stamps in. */
export type CoreStampColumns = {
  coreBalancesRefreshedAt: Date | null;
  coreBalancesDigest: string | null;
  coreTransactionsRefreshedAt: Date | null;
  coreTransactionsDigest: string | null;
};

/** The stamp columns, as a Prisma `select`. */
export const coreStampSelection = {
  coreBalancesRefreshedAt: true,
  coreBalancesDigest: true,
  coreTransactionsRefreshedAt: true,
  coreTransactionsDigest: true,
} as const;

/** The stamps of a row's parts. */
export function coreStamps(row: CoreStampColumns): Record<CorePart, CoreStamp> {
  return {
    balances: { refreshedAt: row.coreBalancesRefreshedAt, digest: row.coreBalancesDigest },
    transactions: { refreshedAt: row.coreTransactionsRefreshedAt, digest: row.coreTransactionsDigest },
  };
}
