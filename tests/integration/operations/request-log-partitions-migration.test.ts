import { describe, expect, it } from 'vitest';
import { databaseBeforeMigrationOfFile } from '@/tests/integration/support/database-before-migration';

// D36: the migration that partitions RequestLog and SeenRequestId by day keeps every row, in its day's partition, with
// its id; new rows go on from the same sequence, and the foreign keys keep their behaviour.

const database = databaseBeforeMigrationOfFile('20261128144000_request_log_partitions');

/** A TPP's call five days ago, a refused call now without a TPP, and an X-Request-ID claimed three days ago. */
async function seedUnpartitioned(): Promise<void> {
  await database.insertTpp('tpp');
  await database.query(`INSERT INTO "RequestLog" ("at", "tppId", "method", "path", "status", "errorCodes", "durationMs", "operation") VALUES
      (now() - interval '5 days', 'tpp', 'GET', '/v1/accounts', 200, '{}', 1, 'old'),
      (now(), NULL, 'GET', '/v1/accounts', 400, '{SIGNATURE_INVALID}', 1, 'new');
    INSERT INTO "SeenRequestId" ("tppId", "xRequestId", "method", "path", "createdAt")
      VALUES ('tpp', 'id-1', 'GET', '/v1/accounts', now() - interval '3 days')`);
}

describe('the request-log partitions migration', () => {
  it("keeps the rows in their days' partitions, the ids' sequence and the foreign keys' behaviour", async () => {
    await seedUnpartitioned();
    expect(await database.applyMigration()).toContain('20261128144000_request_log_partitions');

    const rows = await database.query<{ id: string; operation: string; partition: string; day: string }>(
      `SELECT "id"::text AS id, "operation", tableoid::regclass::text AS partition, to_char("at", 'YYYYMMDD') AS day
       FROM "RequestLog" ORDER BY "id"`,
    );
    expect(rows.map((row) => [row.id, row.operation, row.partition])).toEqual(
      rows.map((row, index) => [String(index + 1), ['old', 'new'][index], `"RequestLog_${row.day}"`]),
    );
    await database.query(
      `INSERT INTO "RequestLog" ("method", "path", "status", "errorCodes", "durationMs", "operation") VALUES ('GET', '/v1/accounts', 200, '{}', 1, 'after')`,
    );
    expect(await database.query(`SELECT "id"::text AS id FROM "RequestLog" WHERE "operation" = 'after'`)).toEqual([
      { id: '3' },
    ]);

    await database.query(`DELETE FROM "Tpp" WHERE "id" = 'tpp'`);
    expect(await database.query(`SELECT "tppId" FROM "RequestLog" WHERE "operation" = 'old'`)).toEqual([
      { tppId: null },
    ]);
    expect(await database.query(`SELECT count(*)::int AS count FROM "SeenRequestId"`)).toEqual([{ count: 0 }]);
  });
});
