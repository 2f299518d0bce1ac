import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseBeforeMigration,
  type DatabaseBeforeMigration,
} from '@/tests/integration/support/database-before-migration';
import { queryRows } from '@/tests/integration/support/scratch-database';

// D23, D24: no payment enters ACTC any more, and ACCP is a final rejection for lack of funds. Rows written before meant
// "approved, waiting for execution" by both, so the migration moves them to PDNG; the others stay as they are.

const migrationName = '20261128021500_payment_statuses_after_approval';
let database: DatabaseBeforeMigration;

beforeAll(async () => {
  database = await databaseBeforeMigration(migrationName);
});

afterAll(async () => {
  await database.drop();
});

describe('the payment statuses after approval migration', () => {
  it('moves ACTC and waiting ACCP payments to PDNG, the latter without fundsAvailable', async () => {
    await queryRows(
      database.url,
      `INSERT INTO "Tpp" ("id", "organizationIdentifier", "name", "updatedAt") VALUES ('tpp', 'PSDNO-FSA-2', 'Migrated', now())`,
    );
    await queryRows(
      database.url,
      `INSERT INTO "Payment" ("id", "tppId", "service", "product", "status", "fundsAvailable", "totalAmount", "currency", "requestBody") VALUES
        ('instant', 'tpp', 'payments', 'instant-sepa-credit-transfers', 'ACTC', NULL, 100, 'EUR', '{}'),
        ('short', 'tpp', 'payments', 'sepa-credit-transfers', 'ACCP', false, 100, 'EUR', '{}'),
        ('rejected', 'tpp', 'payments', 'sepa-credit-transfers', 'RJCT', false, 100, 'EUR', '{}'),
        ('executed', 'tpp', 'payments', 'sepa-credit-transfers', 'ACSC', true, 100, 'EUR', '{}'),
        ('received', 'tpp', 'payments', 'sepa-credit-transfers', 'RCVD', NULL, 100, 'EUR', '{}')`,
    );
    expect(await database.applyMigration()).toContain(migrationName);
    const payments = await queryRows<{ id: string; status: string; fundsAvailable: boolean | null }>(
      database.url,
      `SELECT "id", "status"::text AS "status", "fundsAvailable" FROM "Payment" ORDER BY "id"`,
    );
    expect(payments).toEqual([
      { id: 'executed', status: 'ACSC', fundsAvailable: true },
      { id: 'instant', status: 'PDNG', fundsAvailable: null },
      { id: 'received', status: 'RCVD', fundsAvailable: null },
      { id: 'rejected', status: 'RJCT', fundsAvailable: false },
      { id: 'short', status: 'PDNG', fundsAvailable: null },
    ]);
  });
});
