import pg from 'pg';
import { expect, inject, it } from 'vitest';
import { db } from '@/lib/db';
import { dropExpiredPartitions } from '@/lib/housekeeping/drop-expired-partitions';
import { ensureDayPartitions } from '@/lib/housekeeping/ensure-day-partitions';

// D36: dropping a day table drops its foreign key's triggers on "Tpp" under "Tpp"'s ACCESS EXCLUSIVE lock. Waiting
// for it behind a long reader of "Tpp" would queue every request that reads "Tpp": the drop gives up and leaves the
// detached table to the next pass instead. The table is emptied before, without that lock, so that a day's files are
// never unlinked while "Tpp" is held.
const day = 24 * 3_600_000;
const now = new Date();
const keepMilliseconds = { RequestLog: 90 * day, SeenRequestId: day + 3_600_000 };

const dayTables = async (names: string[]) =>
  db.$queryRaw<{ name: string; isAttached: boolean }[]>`
    SELECT c.relname AS name, EXISTS (SELECT 1 FROM pg_inherits i WHERE i.inhrelid = c.oid) AS "isAttached"
    FROM pg_class c WHERE c.relname = ANY(${names}) ORDER BY c.relname`;

const rowsOf = async (name: string) =>
  Number((await db.$queryRawUnsafe<{ rows: bigint }[]>(`SELECT count(*) AS rows FROM "${name}"`))[0]?.rows);

it('leaves an expired day detached and emptied while a long read holds "Tpp", and drops it in the next pass', async () => {
  const expiredDay = new Date(now.getTime() - 200 * day);
  const names = await ensureDayPartitions({ now: expiredDay, daysAhead: 0 });
  expect(names).toHaveLength(2);
  const logDay = names.find((name) => name.startsWith('RequestLog_'))!;
  await db.$executeRaw`
    INSERT INTO "RequestLog" ("at", "method", "path", "status", "durationMs")
    SELECT ${expiredDay}::timestamp + g * interval '1 second', 'GET', '/v1/accounts', 200, 1 FROM generate_series(1, 1000) g`;
  expect(await rowsOf(logDay)).toBe(1000);
  const reader = new pg.Client({ connectionString: inject('databaseUrl') });
  await reader.connect();
  await reader.query('BEGIN');
  await reader.query('SELECT count(*) FROM "Tpp"');
  // A drop that waits for the reader would wait forever: end the read after a while, so the test fails, not hangs.
  const endRead = setTimeout(() => void reader.query('COMMIT'), 60_000);
  let firstPass: string[];
  try {
    firstPass = await dropExpiredPartitions({ now, keepMilliseconds });
  } finally {
    clearTimeout(endRead);
    await reader.query('COMMIT');
    await reader.end();
  }
  expect(firstPass.filter((name) => names.includes(name))).toEqual([]);
  expect(await dayTables(names)).toEqual(
    names.map((name) => ({ name, isAttached: false })).sort((a, b) => a.name.localeCompare(b.name)),
  );
  expect(await rowsOf(logDay)).toBe(0);

  expect(await dropExpiredPartitions({ now, keepMilliseconds })).toEqual(expect.arrayContaining(names));
  expect(await dayTables(names)).toEqual([]);
}, 120_000);

it('lets another instance drop a detached day while this one waits to empty it', async () => {
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
