import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { expect, inject, it } from 'vitest';
import { db } from '@/lib/db';
import { dropExpiredPartitions } from '@/lib/housekeeping/drop-expired-partitions';
import { ensureDayPartitions } from '@/lib/housekeeping/ensure-day-partitions';

// D36: the day tables have no foreign key to "Tpp", so detaching and dropping an expired day locks nothing a request
// reads: a pass drops it in one go while a long read (a report, a backup) holds "Tpp", and requests that read "Tpp"
// meanwhile do not wait.
const day = 24 * 3_600_000;
const now = new Date();
const keepMilliseconds = { RequestLog: 90 * day, SeenRequestId: day + 3_600_000 };

const dayTables = async (names: string[]) =>
  db.$queryRaw<{ name: string; isAttached: boolean }[]>`
    SELECT c.relname AS name, EXISTS (SELECT 1 FROM pg_inherits i WHERE i.inhrelid = c.oid) AS "isAttached"
    FROM pg_class c WHERE c.relname = ANY(${names}) ORDER BY c.relname`;

it('drops an expired day in one pass while a long read holds "Tpp", locking nothing a request reads', async () => {
  const expiredDay = new Date(now.getTime() - 200 * day);
  const names = await ensureDayPartitions({ now: expiredDay, daysAhead: 0 });
  expect(names).toHaveLength(2);
  const tpp = await db.tpp.create({
    data: { id: randomUUID(), organizationIdentifier: `PSDNO-FSA-${randomUUID().slice(0, 8)}`, name: 'Drop TPP AS' },
  });
  await db.$executeRaw`
    INSERT INTO "RequestLog" ("at", "tppId", "method", "path", "status", "durationMs")
    SELECT ${expiredDay}::timestamp + g * interval '1 second', ${tpp.id}, 'GET', '/v1/accounts', 200, 1
    FROM generate_series(1, 1000) g`;
  const reader = new pg.Client({ connectionString: inject('databaseUrl') });
  await reader.connect();
  // The locks on "Tpp" while the pass runs, seen from a third connection: other tests read and write it meanwhile.
  const watcher = new pg.Client({ connectionString: inject('databaseUrl') });
  await watcher.connect();
  const tppLocksAsked = new Set<string>();
  let isWatching = true;
  const watching = (async () => {
    while (isWatching) {
      const { rows } = await watcher.query<{ mode: string }>(
        `SELECT mode FROM pg_locks WHERE relation = '"Tpp"'::regclass`,
      );
      for (const { mode } of rows) tppLocksAsked.add(mode);
    }
  })();
  try {
    await reader.query('BEGIN');
    await reader.query('SELECT count(*) FROM "Tpp"');
    const pass = await dropExpiredPartitions({ now, keepMilliseconds });
    expect(pass).toEqual(expect.arrayContaining(names));
    expect(await dayTables(names)).toEqual([]);
    // A request reading "Tpp" right after the pass, while the long read still holds it.
    expect(await db.tpp.findUnique({ where: { id: tpp.id }, select: { id: true } })).toEqual({ id: tpp.id });
  } finally {
    isWatching = false;
    await watching;
    await reader.query('COMMIT');
    await Promise.all([reader.end(), watcher.end()]);
    await db.tpp.delete({ where: { id: tpp.id } });
  }
  const locksRequestsWaitFor = ['ShareLock', 'ShareRowExclusiveLock', 'ExclusiveLock', 'AccessExclusiveLock'];
  expect([...tppLocksAsked].filter((mode) => locksRequestsWaitFor.includes(mode))).toEqual([]);
}, 120_000);

it('lets another instance drop a detached day while this one waits to drop it', async () => {
  const names = await ensureDayPartitions({ now: new Date(now.getTime() - 210 * day), daysAhead: 0 });
  for (const name of names)
    await db.$executeRawUnsafe(`ALTER TABLE "${name.replace(/_\d{8}$/, '')}" DETACH PARTITION "${name}"`);
  const logDay = names.find((name) => name.startsWith('RequestLog_'))!;
  // The other instance holds the day table, as its own drop does, until this pass waits for it.
  const other = new pg.Client({ connectionString: inject('databaseUrl') });
  await other.connect();
  try {
    await other.query('BEGIN');
    await other.query(`LOCK TABLE "${logDay}" IN ACCESS EXCLUSIVE MODE`);
    const pass = dropExpiredPartitions({ now, keepMilliseconds });
    const isWaiting = async () =>
      (
        await other.query(
          `SELECT 1 FROM pg_locks WHERE relation = to_regclass('"${logDay}"') AND NOT granted AND pid <> pg_backend_pid()`,
        )
      ).rowCount;
    for (let tries = 0; tries < 400 && !(await isWaiting()); tries++);
    await other.query(`DROP TABLE "${logDay}"`);
    await other.query('COMMIT');
    await pass;
  } finally {
    await other.end();
  }
  expect(await dayTables(names)).toEqual([]);
});
