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

// A detached day table is no one's but housekeeping's: it has no foreign key (D36), so its drop locks nothing a request
// reads. Another instance's drop, or a backup reading it, makes this pass wait this long before leaving it to the next.
const dropLockTimeout = '2s';

/** Drops a detached day table; false when a lock kept it past `dropLockTimeout`: the next pass drops it. */
async function dropDetachedTable(name: string): Promise<boolean> {
  try {
    // Another instance may drop it meanwhile, even while this one waits for its lock: IF EXISTS leaves nothing to do.
    await db.$transaction(async (transaction) => {
      await transaction.$executeRawUnsafe(`SET LOCAL lock_timeout = '${dropLockTimeout}'`);
      await transaction.$executeRawUnsafe(`DROP TABLE IF EXISTS "${name}"`);
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
