import { db } from '@/lib/db';
import { endReplacedAccess } from './end-replaced-access';
import { findOwnerChanges } from './find-owner-changes';
import { emptyImportCounts, type ImportCounts } from './import-counts';
import { loadKnownKeys } from './load-known-keys';
import { pruneBankData } from './prune-bank-data';
import { validateBankDataExport, type RowError } from './validate-bank-data-export';
import { writeBankData } from './write-bank-data';

export type ImportResult = { kind: 'imported'; counts: ImportCounts } | { kind: 'invalid'; errors: RowError[] };

class RefusedExport extends Error {
  constructor(readonly errors: RowError[]) {
    super('The export has refused rows');
  }
}

export type ImportBankDataInput = {
  document: unknown;
  isPrune: boolean;
  now: Date;
};

/**
 * D32: imports one export in one transaction: validated whole, then each row created or updated by its natural key and
 * the access it no longer gives ended (endReplacedAccess). Imports queue on one lock; a repeat changes nothing.
 */
export async function importBankData(input: ImportBankDataInput): Promise<ImportResult> {
  try {
    const counts = await db.$transaction(
      async (tx) => {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended('bank-data-import', 0))`;
        const validated = validateBankDataExport(
          input.document,
          await loadKnownKeys(tx, referencedKeys(input.document)),
          { isPrune: input.isPrune },
        );
        if (validated.kind === 'invalid') throw new RefusedExport(validated.errors);
        const counts = emptyImportCounts();
        const ownerChanges = await findOwnerChanges(tx, validated.data);
        const kept = await writeBankData(tx, validated.data, counts, input.now);
        await endReplacedAccess(tx, {
          data: validated.data,
          keptEngagementIds: kept.engagements,
          ownerChanges,
          counts,
        });
        if (input.isPrune) await pruneBankData(tx, kept, counts);
        return counts;
      },
      { timeout: 30 * 60_000, maxWait: 60_000 },
    );
    return { kind: 'imported', counts };
  } catch (error) {
    if (error instanceof RefusedExport) return { kind: 'invalid', errors: error.errors };
    throw error;
  }
}

/** The natural keys an export's rows name, read loosely (validation comes after): which of them the database has decides what may be referred to, and what may not change. */
function referencedKeys(document: unknown): Parameters<typeof loadKnownKeys>[1] {
  const rows = (kind: string): Record<string, unknown>[] => {
    const list =
      typeof document === 'object' && document !== null ? (document as Record<string, unknown>)[kind] : undefined;
    return Array.isArray(list)
      ? list.filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null)
      : [];
  };
  const all = [
    'customers',
    'agreements',
    'accounts',
    'cardAccounts',
    'engagements',
    'balances',
    'transactions',
  ].flatMap(rows);
  const strings = (field: string) => [
    ...new Set(all.flatMap((row) => (typeof row[field] === 'string' ? [row[field] as string] : []))),
  ];
  return {
    customerNumbers: [...strings('ownerCustomerNumber'), ...strings('customerNumber')],
    agreementNumbers: strings('agreementNumber'),
    ibans: strings('iban'),
    cardAccountNumbers: strings('cardAccountNumber'),
  };
}
