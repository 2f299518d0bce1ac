import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { executeStatement, queryRows } from '@/lib/database/raw-sql';
import { Prisma } from '@/lib/generated/prisma/client';
import { addDays, dayPartitionName, utcDay } from '@/lib/housekeeping/day-partitions';
import { ensureDayPartitions } from '@/lib/housekeeping/ensure-day-partitions';

// D28: the request inspector refreshes every few seconds while open. The refused calls of a TPP's certificates are
// found in the partial index on (certificateFingerprint, at, id), newest first, never by reading every row without a
// TPP. On a small table any plan answers correctly; only the plan shows which one the database takes.

type PlanNode = { 'Node Type': string; 'Index Name'?: string; 'Relation Name'?: string; Plans?: PlanNode[] };

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

const fingerprints = ['A'.repeat(64), 'B'.repeat(64)];

/** D36: the parent's indexes and their copies on each day's partition, by name. */
async function onEveryDay(...parents: string[]): Promise<string[]> {
  const copies = await queryRows<{ name: string }>(Prisma.sql`
    SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid JOIN pg_class p ON p.oid = i.inhparent
    WHERE p.relname = ANY(${parents})`);
  return [...parents, ...copies.map((copy) => copy.name)];
}

/** D36: the partitions a plan reads whole; only those of days holding no rows (a few pages at most) may be among them. */
const readWhole = (plan: PlanNode[]) =>
  plan.filter((node) => node['Node Type'] === 'Seq Scan').map((node) => node['Relation Name']);

// The test's rows all fall in one day (tomorrow, noon back to 06:26), so none lands in a nearly empty partition whose
// whole read would be the cheapest plan, whatever the hour the test runs at.
const dayWithRows = addDays(utcDay(new Date()), 1);
const noonOfDayWithRows = new Date(dayWithRows.getTime() + 12 * 3_600_000);
const partitionWithRows = dayPartitionName('RequestLog', dayWithRows);

beforeAll(async () => {
  await ensureDayPartitions({ now: dayWithRows, daysAhead: 0, waitsForLock: true });
  // 20,000 refused rows of strangers' certificates and a few of ours, as a busy log would hold.
  await executeStatement(Prisma.sql`
    INSERT INTO "RequestLog" ("at", "method", "path", "operation", "status", "errorCodes", "durationMs", "certificateFingerprint")
    SELECT ${noonOfDayWithRows}::timestamptz - g * interval '1 second', 'GET', '/v1/accounts', 'plan-test', 400, ARRAY['SIGNATURE_INVALID'], 1,
      CASE WHEN g % 5000 = 0 THEN ${fingerprints[0]} ELSE md5(g::text) || md5((g + 1)::text) END
    FROM generate_series(1, 20000) AS g`);
  await executeStatement(Prisma.sql`ANALYZE "RequestLog"`);
}, 120_000);

afterAll(async () => {
  await db.requestLog.deleteMany({ where: { operation: 'plan-test' } });
  await db.$disconnect();
});

describe('the refused calls of certificates', () => {
  it('are read from the partial index, newest first, without a sort of all refused rows', async () => {
    const [row] = await queryRows<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(Prisma.sql`
      EXPLAIN (FORMAT JSON)
      SELECT * FROM "RequestLog"
      WHERE "tppId" IS NULL AND "certificateFingerprint" IN (${fingerprints[0]}, ${fingerprints[1]}) AND "isAuthenticated" = false
      ORDER BY "at" DESC, "id" DESC LIMIT 26`);
    const plan = nodes(row!['QUERY PLAN'][0]!.Plan);
    const partialIndex = await onEveryDay('RequestLog_certificateFingerprint_at_id_idx');
    expect(plan.some((node) => partialIndex.includes(node['Index Name'] ?? ''))).toBe(true);
    expect(readWhole(plan)).not.toContain(partitionWithRows);
  });
});

describe('the calls of a TPP refused with one error code', () => {
  const tppId = `plan-test-${Date.now()}`;

  beforeAll(async () => {
    await db.tpp.create({
      data: {
        id: tppId,
        organizationIdentifier: `PSDNO-FSA-${String(Date.now()).slice(-8)}`,
        name: 'Plan Test TPP AS',
        roles: ['PSP_AI'],
        ncaName: 'Finanstilsynet',
        ncaId: 'NO-FSA',
      },
    });
    // A busy TPP: 20,000 successful calls and a few refused with the code sought, among other TPPs' refusals.
    await executeStatement(Prisma.sql`
      INSERT INTO "RequestLog" ("at", "tppId", "method", "path", "operation", "status", "errorCodes", "durationMs", "isAuthenticated")
      SELECT ${noonOfDayWithRows}::timestamptz - g * interval '1 second', ${tppId}, 'GET', '/v1/accounts', 'plan-test',
        CASE WHEN g % 5000 = 0 THEN 403 ELSE 200 END,
        CASE WHEN g % 5000 = 0 THEN ARRAY['CONSENT_UNKNOWN'] ELSE ARRAY[]::text[] END, 1, true
      FROM generate_series(1, 20000) AS g`);
    await executeStatement(Prisma.sql`ANALYZE "RequestLog"`);
  }, 120_000);

  afterAll(async () => {
    await db.requestLog.deleteMany({ where: { operation: 'plan-test' } });
    await db.tpp.delete({ where: { id: tppId } });
  });

  it("are read from a partial index of refused rows (the GIN index on errorCodes or, D36, the TPP's refused rows by time), not by reading every call of the TPP", async () => {
    // The statement Prisma sends for the inspector's code filter (errorCodes: { has }, status: { gte: 400 }).
    const [row] = await queryRows<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(Prisma.sql`
      EXPLAIN (FORMAT JSON)
      SELECT * FROM "RequestLog"
      WHERE "tppId" = ${tppId} AND "isAuthenticated" = ${true} AND "status" >= ${400} AND "errorCodes" @> ${['CONSENT_UNKNOWN']}
      ORDER BY "at" DESC, "id" DESC LIMIT 26`);
    const plan = nodes(row!['QUERY PLAN'][0]!.Plan);
    const refusedIndex = await onEveryDay('RequestLog_errorCodes_idx', 'RequestLog_tppId_at_refused_idx');
    expect(plan.some((node) => refusedIndex.includes(node['Index Name'] ?? ''))).toBe(true);
    expect(readWhole(plan)).not.toContain(partitionWithRows);
  });
});
