import type { KindCounts } from './import-counts';
import { hasSameValues } from './import-counts';

type Row = { key: string; data: Record<string, unknown> };

export type SyncRowsInput<Existing> = {
  rows: Row[];
  existing: Map<string, Existing>;
  counts: KindCounts;
  idFor: (key: string) => string;
  createMany: (rows: { id: string; key: string; data: Record<string, unknown> }[]) => Promise<unknown>;
  update: (id: string, data: Record<string, unknown>) => Promise<unknown>;
};

/**
 * D32: one kind of row, by natural key: rows not there yet are created together, rows whose columns differ are
 * updated, identical rows are left alone. Returns the ids of every row of the export (for --prune).
 */
export async function syncRows<Existing extends { id: string }>(input: SyncRowsInput<Existing>): Promise<Set<string>> {
  const ids = new Set<string>();
  const creates: { id: string; key: string; data: Record<string, unknown> }[] = [];
  for (const row of input.rows) {
    const existing = input.existing.get(row.key);
    if (!existing) {
      const id = input.idFor(row.key);
      creates.push({ id, key: row.key, data: row.data });
      ids.add(id);
      continue;
    }
    ids.add(existing.id);
    if (hasSameValues(existing, row.data)) {
      input.counts.unchanged += 1;
    } else {
      await input.update(existing.id, row.data);
      input.counts.updated += 1;
    }
  }
  if (creates.length > 0) await input.createMany(creates);
  input.counts.created += creates.length;
  return ids;
}
