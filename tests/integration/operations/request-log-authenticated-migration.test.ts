import { describe, expect, it } from 'vitest';
import { databaseBeforeMigrationOfFile } from '@/tests/integration/support/database-before-migration';

// D28: the migration that brought RequestLog.isAuthenticated marks older rows: those with a TPP authenticated (withXs2a
// names the TPP only once the signature and certificate held), those without it not; a new row is not, unless told.

const migrationName = '20261127195401_request_log_authenticated';
const database = databaseBeforeMigrationOfFile(migrationName);

describe('the request-log authenticated migration', () => {
  it('marks the rows with a TPP authenticated and the others not, and new rows not by default', async () => {
    await database.insertTpp('tpp');
    await database.query(`INSERT INTO "RequestLog" ("tppId", "method", "path", "status", "errorCodes", "durationMs", "xRequestId", "certificateFingerprint") VALUES
        ('tpp', 'GET', '/v1/accounts', 200, '{}', 1, 'accepted', NULL),
        (NULL, 'GET', '/v1/accounts', 400, '{SIGNATURE_INVALID}', 1, 'refused', 'AB'),
        (NULL, 'GET', '/v1/accounts', 406, '{FORMAT_ERROR}', 1, 'before-signature', NULL)`);
    expect(await database.applyMigration()).toContain(migrationName);
    await database.query(
      `INSERT INTO "RequestLog" ("method", "path", "status", "errorCodes", "durationMs", "xRequestId") VALUES ('GET', '/v1/accounts', 400, '{}', 1, 'new')`,
    );

    const rows = await database.query<{ xRequestId: string; isAuthenticated: boolean }>(
      `SELECT "xRequestId", "isAuthenticated" FROM "RequestLog" ORDER BY "id"`,
    );
    expect(rows).toEqual([
      { xRequestId: 'accepted', isAuthenticated: true },
      { xRequestId: 'refused', isAuthenticated: false },
      { xRequestId: 'before-signature', isAuthenticated: false },
      { xRequestId: 'new', isAuthenticated: false },
    ]);
  });
});
