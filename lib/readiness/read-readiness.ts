import { usageChanges } from '@/lib/berlin-group/bank-changes';
import type { ChangeUsage, Environment, UsageChange } from '@/lib/berlin-group/bank-change-schema';
import { bankDate } from '@/lib/berlin-group/bank-date';
import { queryRows } from '@/lib/database/raw-sql';
import { db } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { readTriedChanges } from '@/lib/readiness/read-tried-changes';

/** How far back readiness counts a TPP's requests. */
export const readinessDays = 30;

/** One request that touched a change, to open in the request inspector. */
export type ReadinessExample = { id: string; at: Date; operation: string | null; status: number };

/** A change as it concerns one TPP: its own requests of the last 30 days that touch it, and whether it tries it now. */
export type ReadinessRow = {
  change: UsageChange;
  /** The day from which the change refuses what it is about in this environment; absent when not dated yet. */
  refusedFrom?: string;
  isInForce: boolean;
  requestCount: number;
  operations: string[];
  examples: ReadinessExample[];
  isTried: boolean;
};

/**
 * D11: each deprecation the TPP used in the last 30 days and each change not yet in force for it, with its requests
 * (from the request log's `changeUsages`), the newest first, and the changes it tries now in its sandbox.
 */
export async function readReadiness(input: {
  tppId: string;
  environment: Environment;
  now: Date;
}): Promise<ReadinessRow[]> {
  const since = new Date(input.now.getTime() - readinessDays * 86_400_000);
  const [usages, tried] = await Promise.all([
    queryRows<{ usage: ChangeUsage; count: number; ids: string[]; operations: (string | null)[] }>(Prisma.sql`
      SELECT u AS "usage", count(*)::int AS "count",
        (array_agg(r."id"::text ORDER BY r."at" DESC, r."id" DESC))[1:3] AS "ids",
        array_agg(DISTINCT r."operation") AS "operations"
      FROM "RequestLog" r CROSS JOIN LATERAL unnest(r."changeUsages") AS u
      WHERE r."tppId" = ${input.tppId} AND r."at" >= ${since} AND cardinality(r."changeUsages") > 0
      GROUP BY u`),
    readTriedChanges(input.tppId),
  ]);
  const exampleIds = usages.flatMap((row) => row.ids);
  const examples = await db.requestLog.findMany({
    where: { id: { in: exampleIds.map((id) => BigInt(id)) } },
    select: { id: true, at: true, operation: true, status: true },
  });
  const byId = new Map(examples.map((row) => [row.id.toString(), { ...row, id: row.id.toString() }]));
  const today = bankDate(input.now);
  return usageChanges.flatMap((change) => {
    const used = usages.find((row) => row.usage === change.usage);
    const refusedFrom = change.refusedFrom?.[input.environment];
    const isInForce = refusedFrom !== undefined && refusedFrom <= today;
    if (isInForce && !(change.kind === 'deprecation' && used)) return [];
    return [
      {
        change,
        refusedFrom,
        isInForce,
        requestCount: used?.count ?? 0,
        operations: (used?.operations ?? []).filter((operation): operation is string => operation !== null).sort(),
        examples: (used?.ids ?? []).flatMap((id) => byId.get(id) ?? []),
        isTried: tried.has(change.id),
      },
    ];
  });
}
