import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { databaseBeforeMigrationOfFile } from '@/tests/integration/support/database-before-migration';

// D36: the day-partitioned tables lose their foreign keys to "Tpp", also on a day table a pass detached and could not
// drop, and keep their rows; the other tables' keys to "Tpp" stay. Behind a long reader of "Tpp" it fails, to be run again.

const database = databaseBeforeMigrationOfFile('20261129083546_day_partitions_without_tpp_keys');

const keysToTpp = () =>
  database.query<{ table: string }>(
    `SELECT conrelid::regclass::text AS table FROM pg_constraint
     WHERE contype = 'f' AND confrelid = '"Tpp"'::regclass ORDER BY 1`,
  );

describe('the migration that drops the day partitions’ keys to "Tpp"', () => {
  it('drops them on the parents, their partitions and a detached day, and keeps the rows', async () => {
    await database.insertTpp('tpp');
    await database.query(`INSERT INTO "RequestLog" ("tppId", "method", "path", "status", "durationMs")
        VALUES ('tpp', 'GET', '/v1/accounts', 200, 1);
      INSERT INTO "SeenRequestId" ("tppId", "xRequestId", "method", "path") VALUES ('tpp', 'id-1', 'GET', '/v1/accounts')`);
    const [oldest] = await database.query<{ name: string }>(
      `SELECT inhrelid::regclass::text AS name FROM pg_inherits WHERE inhparent = '"RequestLog"'::regclass ORDER BY 1 LIMIT 1`,
    );
    await database.query(`ALTER TABLE "RequestLog" DETACH PARTITION ${oldest!.name}`);
    const before = (await keysToTpp()).map((key) => key.table);
    expect(before).toEqual(expect.arrayContaining(['"RequestLog"', '"SeenRequestId"', oldest!.name]));

    // Behind a long reader of "Tpp" it gives up after its 2 s lock_timeout instead of queueing requests behind it.
    const reader = new pg.Client({ connectionString: database.url });
    await reader.connect();
    try {
      await reader.query('BEGIN');
      await reader.query('SELECT count(*) FROM "Tpp"');
      await expect(database.applyMigration()).rejects.toThrow(/lock timeout/);
    } finally {
      await reader.query('COMMIT');
      await reader.end();
    }
    expect(await keysToTpp()).toEqual(before.map((table) => ({ table })));

    expect(await database.applyMigration()).toEqual(['20261129083546_day_partitions_without_tpp_keys']);

    const after = (await keysToTpp()).map((key) => key.table);
    expect(after.filter((table) => /^"?(RequestLog|SeenRequestId)(_\d{8})?"?$/.test(table))).toEqual([]);
    expect(after).toEqual(expect.arrayContaining(['"RequestLogHour"', '"RequestLogRefusalHour"', '"SandboxClock"']));
    expect(await database.query(`SELECT "tppId" FROM "RequestLog"`)).toEqual([{ tppId: 'tpp' }]);
    expect(await database.query(`SELECT "tppId", "xRequestId" FROM "SeenRequestId"`)).toEqual([
      { tppId: 'tpp', xRequestId: 'id-1' },
    ]);
  });
});
