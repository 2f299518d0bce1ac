import { db } from '@/lib/db';
import { addDays, dayPartitionName, dayPartitionedTables, utcDay } from './day-partitions';

/** D36: how many days ahead of today partitions exist, so a stopped housekeeping leaves a week before inserts fail. */
export const partitionDaysAhead = 7;

// An arbitrary constant shared by every instance: one creates the partitions at a time (D13).
const partitionLockKey = 72_201_336;

/**
 * D36: creates the missing day partitions of today and the next `daysAhead` days on every partitioned table, on any
 * number of instances at once (one holds the advisory lock; the others leave it to it). Returns those it created.
 */
export async function ensureDayPartitions(input: {
  now: Date;
  daysAhead?: number;
  /** Wait for the instance holding the lock (up to the lock_timeout) instead of leaving the work to it. */
  waitsForLock?: boolean;
}): Promise<string[]> {
  const today = utcDay(input.now);
  const wanted = dayPartitionedTables.flatMap((table) =>
    Array.from({ length: (input.daysAhead ?? partitionDaysAhead) + 1 }, (_, offset) => {
      const day = addDays(today, offset);
      return { table, day, name: dayPartitionName(table, day) };
    }),
  );
  const existing = await existingTables(wanted.map((partition) => partition.name));
  const missing = wanted.filter((partition) => !existing.has(partition.name));
  if (missing.length === 0) return [];
  return db.$transaction(async (transaction) => {
    // A lock it cannot have at once leaves the partition to the next pass rather than queue the hot path behind it.
    await transaction.$executeRawUnsafe(`SET LOCAL lock_timeout = '2s'`);
    // Another instance holding the lock creates them: waiting for it would only fail this pass on the lock_timeout.
    const [lock] = await transaction.$queryRawUnsafe<{ isTaken: boolean }[]>(
      input.waitsForLock
        ? `SELECT true AS "isTaken" FROM pg_advisory_xact_lock(${partitionLockKey})`
        : `SELECT pg_try_advisory_xact_lock(${partitionLockKey}) AS "isTaken"`,
    );
    if (!lock?.isTaken) return [];
    const created: string[] = [];
    for (const { table, day, name } of missing) {
      // The names and bounds come from dayPartitionedTables and dates, never from input.
      const changed = await transaction.$queryRawUnsafe<{ created: boolean }[]>(
        `SELECT to_regclass('"${name}"') IS NULL AS created`,
      );
      if (!changed[0]?.created) continue;
      // CREATE TABLE … PARTITION OF would take an ACCESS EXCLUSIVE lock on the parent, queueing every insert and claim;
      // ATTACH PARTITION takes SHARE UPDATE EXCLUSIVE, which they pass, and the new table is empty to validate.
      await transaction.$executeRawUnsafe(
        `CREATE TABLE "${name}" (LIKE "${table}" INCLUDING DEFAULTS INCLUDING CONSTRAINTS)`,
      );
      await transaction.$executeRawUnsafe(
        `ALTER TABLE "${table}" ATTACH PARTITION "${name}" FOR VALUES FROM ('${day.toISOString()}') TO ('${addDays(day, 1).toISOString()}')`,
      );
      created.push(name);
    }
    return created;
  });
}

async function existingTables(names: string[]): Promise<Set<string>> {
  const rows = await db.$queryRaw<{ relname: string }[]>`
    SELECT relname FROM pg_class WHERE relname = ANY(${names}) AND relnamespace = current_schema()::regnamespace`;
  return new Set(rows.map((row) => row.relname));
}
