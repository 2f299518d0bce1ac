import { Prisma } from '@/lib/generated/prisma/client';

/** What one import did to one kind of row. */
export type KindCounts = { created: number; updated: number; unchanged: number; deleted: number };

export type ImportCounts = Record<
  'customers' | 'agreements' | 'accounts' | 'cardAccounts' | 'engagements' | 'balances' | 'transactions',
  KindCounts
>;

export function emptyImportCounts(): ImportCounts {
  const zero = (): KindCounts => ({ created: 0, updated: 0, unchanged: 0, deleted: 0 });
  return {
    customers: zero(),
    agreements: zero(),
    accounts: zero(),
    cardAccounts: zero(),
    engagements: zero(),
    balances: zero(),
    transactions: zero(),
  };
}

/** Canonical form of a column value, so that a row read back compares equal to the same row in the export. */
function canonical(value: unknown): string {
  if (value === null || value === undefined || value === Prisma.DbNull) return 'null';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  return JSON.stringify(value);
}

/** True when every column the export sets already holds that value: re-importing it writes nothing (D32). */
export function hasSameValues(existing: Record<string, unknown>, data: Record<string, unknown>): boolean {
  return Object.entries(data).every(([key, value]) => canonical(existing[key]) === canonical(value));
}
