import { productionDataOwner } from '@/lib/tpp/bank-data-owner-id';
import type { KindCounts } from './import-counts';
import { hasSameValues } from './import-counts';

type Columns = Record<string, unknown>;
type Row = { key: string; data: Columns };

export type SyncRowsInput<Existing> = {
  rows: Row[];
  existing: Map<string, Existing>;
  counts: KindCounts;
  idFor: (key: string) => string;
  /** The column a new row keeps its natural key in, when the key is not its id. */
  keyColumn?: string;
  /** Columns written with every create and update but never compared (a balance's lastChangeDateTime). */
  stamp?: Columns;
  /** Writes the new rows, each with its id, the bank's data owner as tppId and its columns. */
  createMany: (rows: Columns[]) => Promise<unknown>;
  update: (id: string, data: Columns) => Promise<unknown>;
};

/**
 * D32: one kind of row, by natural key: rows not there yet are created together, rows whose columns differ are
 * updated, identical rows are left alone. Returns the ids of every row of the export (for --prune).
 */
export async function syncRows<Existing extends { id: string }>(input: SyncRowsInput<Existing>): Promise<Set<string>> {
  const ids = new Set<string>();
  const creates: Columns[] = [];
  for (const row of input.rows) {
    const existing = input.existing.get(row.key);
    if (!existing) {
      const id = input.idFor(row.key);
      const key = input.keyColumn ? { [input.keyColumn]: row.key } : {};
      creates.push({ id, tppId: productionDataOwner.id, ...key, ...row.data, ...input.stamp });
      ids.add(id);
      continue;
    }
    ids.add(existing.id);
    if (hasSameValues(existing, row.data)) {
      input.counts.unchanged += 1;
    } else {
      await input.update(existing.id, { ...row.data, ...input.stamp });
      input.counts.updated += 1;
    }
  }
  if (creates.length > 0) await input.createMany(creates);
  input.counts.created += creates.length;
  return ids;
}
