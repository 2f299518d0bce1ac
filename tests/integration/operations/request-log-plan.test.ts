import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { executeStatement, queryRows } from '@/lib/database/raw-sql';
import { Prisma } from '@/lib/generated/prisma/client';

// D28: the request inspector refreshes every few seconds while open. The refused calls of a TPP's certificates are
// found in the partial index on (certificateFingerprint, at, id), newest first, never by reading every row without a
// TPP. On a small table any plan answers correctly; only the plan shows which one the database takes.

type PlanNode = { 'Node Type': string; 'Index Name'?: string; Plans?: PlanNode[] };

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

const fingerprints = ['A'.repeat(64), 'B'.repeat(64)];

beforeAll(async () => {
  // 20,000 refused rows of strangers' certificates and a few of ours, as a busy log would hold.
  await executeStatement(Prisma.sql`
    INSERT INTO "RequestLog" ("at", "method", "path", "operation", "status", "errorCodes", "durationMs", "certificateFingerprint")
    SELECT now() - g * interval '1 second', 'GET', '/v1/accounts', 'plan-test', 400, ARRAY['SIGNATURE_INVALID'], 1,
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
    expect(plan.some((node) => node['Index Name'] === 'RequestLog_certificateFingerprint_at_id_idx')).toBe(true);
    expect(plan.map((node) => node['Node Type'])).not.toContain('Seq Scan');
  });
});
