import { describe, expect, it } from 'vitest';
import { databaseBeforeMigrationOfFile } from '@/tests/integration/support/database-before-migration';

// D24: the migration that brought BatchClosedDay and PaymentHold fills them from what an existing database holds: the
// finished batch runs close their bank days before today, and a payment on hold has a hold open since its last status change. The
// instants are UTC; the days are the bank's (Europe/Oslo, UTC+1 in January).

const migrationName = '20261126161102_batch_closed_days_and_payment_holds';
const database = databaseBeforeMigrationOfFile(migrationName);

describe('the batch closed days and payment holds migration', () => {
  it('closes each bank day a finished run ran on, and opens a hold for each payment on hold', async () => {
    await database.insertTpp('tpp');
    await database.query(`INSERT INTO "Payment" ("id", "tppId", "service", "product", "status", "totalAmount", "currency", "requestBody", "statusChangedAt") VALUES
        ('held', 'tpp', 'periodic-payments', 'sepa-credit-transfers', 'ACWP', 100, 'NOK', '{}', '2026-01-10T23:30:00Z'),
        ('pending', 'tpp', 'periodic-payments', 'sepa-credit-transfers', 'PDNG', 100, 'NOK', '{}', '2026-01-10T12:00:00Z')`);
    await database.query(`INSERT INTO "BatchRun" ("scheduledFor", "startedAt", "finishedAt") VALUES
        ('2026-01-09T05:00:00Z', '2026-01-09T05:00:00Z', '2026-01-09T05:01:00Z'),
        ('2026-01-09T17:00:00Z', '2026-01-09T17:00:00Z', '2026-01-09T17:01:00Z'),
        ('2026-01-10T05:00:00Z', '2026-01-10T05:00:00Z', NULL),
        ('2026-01-11T23:30:00Z', '2026-01-11T23:30:00Z', '2026-01-11T23:31:00Z'),
        (now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC')`);
    expect(await database.applyMigration()).toContain(migrationName);

    const closed = await database.query<{ day: string; closedBy: Date }>(
      `SELECT to_char("day", 'YYYY-MM-DD') AS "day", "closedBy" FROM "BatchClosedDay" ORDER BY "day"`,
    );
    // The 10th's only run never finished; 23:30 UTC on the 11th is 00:30 on the 12th in Oslo; today is left to its own
    // last run.
    expect(closed).toEqual([
      { day: '2026-01-09', closedBy: new Date('2026-01-09T17:00:00Z') },
      { day: '2026-01-12', closedBy: new Date('2026-01-11T23:30:00Z') },
    ]);
    const holds = await database.query<{ id: string; paymentId: string; firstDay: string; lastDay: string | null }>(
      `SELECT "id", "paymentId", to_char("firstDay", 'YYYY-MM-DD') AS "firstDay", "lastDay" FROM "PaymentHold"`,
    );
    expect(holds).toEqual([
      { id: expect.stringMatching(/^[\w-]{22}$/), paymentId: 'held', firstDay: '2026-01-11', lastDay: null },
    ]);
  });
});
