import { db } from '@/lib/db';
import { isLockTimeout } from '@/lib/xs2a/map-database-error';
import { addDays, dayPartitionedTables, partitionDay, type DayPartitionedTable } from './day-partitions';

/** D36: how long a partitioned table's rows matter; a day's partition is dropped once its whole day is older. */
export type PartitionRetention = Record<DayPartitionedTable, number>;

/**
 * D36: detaches (CONCURRENTLY: the hot path's inserts and claims never wait for it) and drops every day partition whose
 * day ended more than its table's retention before `now`. Safe on every instance at once. Returns what it dropped.
 */
export async function dropExpiredPartitions(input: {
  now: Date;
  keepMilliseconds: PartitionRetention;
}): Promise<string[]> {
  const dropped: string[] = [];
  for (const table of dayPartitionedTables) {
    const cutoff = input.now.getTime() - input.keepMilliseconds[table];
    for (const { name, isAttached, isDetachPending } of await dayTables(table)) {
      const day = partitionDay(table, name);
      if (!day || addDays(day, 1).getTime() > cutoff) continue;
      // The names come from pg_class and match `<table>_YYYYMMDD` (partitionDay), never from input.
      try {
        if (isAttached && isDetachPending)
          await db.$executeRawUnsafe(`ALTER TABLE "${table}" DETACH PARTITION "${name}" FINALIZE`);
        else if (isAttached)
          await db.$executeRawUnsafe(`ALTER TABLE "${table}" DETACH PARTITION "${name}" CONCURRENTLY`);
      } catch (error) {
        // Another instance detached or dropped it meanwhile: drop what it left, if anything.
        if (await isStillAttached(table, name)) throw error;
      }
      if (await dropDetachedTable(name)) dropped.push(name);
    }
  }
  return dropped;
}

// Dropping a day table drops its foreign key's triggers on "Tpp", under "Tpp"'s ACCESS EXCLUSIVE lock: every request
// reading "Tpp" queues behind the drop while it waits for a long reader (a report, a backup), so it waits this long:
// well under the pools' 2-second wait for a connection (D13), so a drop never turns requests into 503s.
const dropLockTimeout = '100ms';

/**
 * Empties a detached day table, then drops it; false when a lock kept it past `dropLockTimeout`: the next pass drops it.
 * Emptied first, in a transaction of its own, so that its files are unlinked before "Tpp" is locked, not under it.
 */
async function dropDetachedTable(name: string): Promise<boolean> {
  try {
    for (const statement of [
      // Another instance may drop it meanwhile, even while this one waits for its lock: nothing is left to empty then.
      `DO $$ BEGIN TRUNCATE "${name}"; EXCEPTION WHEN undefined_table THEN NULL; END $$`,
      `DROP TABLE IF EXISTS "${name}"`,
    ])
      await db.$transaction(async (transaction) => {
        await transaction.$executeRawUnsafe(`SET LOCAL lock_timeout = '${dropLockTimeout}'`);
        await transaction.$executeRawUnsafe(statement);
      });
    return true;
  } catch (error) {
    if (isLockTimeout(error)) return false;
    throw error;
  }
}

type DayTable = { name: string; isAttached: boolean; isDetachPending: boolean };

/** The day tables of `table`: attached partitions and those a detach left behind (an interrupted pass). */
async function dayTables(table: DayPartitionedTable): Promise<DayTable[]> {
  return db.$queryRaw<DayTable[]>`
    SELECT c.relname AS name, i.inhrelid IS NOT NULL AS "isAttached", coalesce(i.inhdetachpending, false) AS "isDetachPending"
    FROM pg_class c
    LEFT JOIN pg_inherits i ON i.inhrelid = c.oid AND i.inhparent = ${`"${table}"`}::regclass
    WHERE c.relkind = 'r' AND c.relnamespace = current_schema()::regnamespace AND c.relname LIKE ${`${table}\\_%`}
    ORDER BY c.relname`;
}

async function isStillAttached(table: DayPartitionedTable, name: string): Promise<boolean> {
  return (await dayTables(table)).some((dayTable) => dayTable.name === name && dayTable.isAttached);
}
