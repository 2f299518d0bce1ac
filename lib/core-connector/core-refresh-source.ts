import type { CoreAccountReader } from '@/lib/core-connector/core-accounts';

/** D34: where production reads are refreshed from: the core's reader and how long a refresh stays fresh. */
export type CoreRefreshSource = { reader: CoreAccountReader; freshnessMs: number };

/** An account or card account of the bank's production data as a refresh needs it (card accounts by their number). */
export type RefreshableAccount = {
  id: string;
  currency: string;
  coreRefreshedAt: Date | null;
  coreDigest: string | null;
} & ({ kind: 'account'; iban: string } | { kind: 'cardAccount'; cardAccountNumber: string | null });
