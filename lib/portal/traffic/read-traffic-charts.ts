import { queryRows } from '@/lib/database/raw-sql';
import { Prisma } from '@/lib/generated/prisma/client';
import { requestLogDurationBoundsMs } from '@/lib/xs2a/request-log-durations';
import { durationPercentile } from './duration-percentile';
import { trafficBuckets, type TrafficBucket, type TrafficPeriod } from './traffic-buckets';

export type TrafficBar = TrafficBucket & {
  total: number;
  byOperation: Record<string, number>;
  byCode: Record<string, number>;
  /** D28: the bound of the duration bucket holding the median and the 95th percentile; null without calls. */
  p50: number | null;
  p95: number | null;
};

export type TrafficCharts = { period: TrafficPeriod; bars: TrafficBar[]; operations: string[]; codes: string[] };

/**
 * D28: a TPP's authenticated calls per bar of the period, by operation, refusals by error code and p50/p95 duration,
 * read from the hourly counts (RequestLogHour, RequestLogRefusalHour) only, never from the request log's rows.
 */
export async function readTrafficCharts(tppId: string, period: TrafficPeriod, now: Date): Promise<TrafficCharts> {
  const buckets = trafficBuckets(period, now);
  const from = buckets[0]!.from;
  const to = buckets.at(-1)!.to;
  const starts = buckets.map((bucket) => bucket.from.toISOString());
  const bar = Prisma.sql`width_bucket(h."hour" AT TIME ZONE 'UTC', ${starts}::timestamptz[])`;
  const [counts, durations, refusals] = await Promise.all([
    queryRows<{ bar: number; operation: string; count: bigint }>(Prisma.sql`
      SELECT ${bar} AS "bar", h."operation", sum(h."count") AS "count" FROM "RequestLogHour" h
      WHERE h."tppId" = ${tppId} AND h."hour" >= ${from} AND h."hour" < ${to} GROUP BY 1, 2`),
    queryRows<{ bar: number; index: bigint; count: bigint }>(Prisma.sql`
      SELECT ${bar} AS "bar", x."index", sum(x."count") AS "count" FROM "RequestLogHour" h
      CROSS JOIN LATERAL unnest(h."durations") WITH ORDINALITY AS x("count", "index")
      WHERE h."tppId" = ${tppId} AND h."hour" >= ${from} AND h."hour" < ${to} GROUP BY 1, 2`),
    queryRows<{ bar: number; code: string; count: bigint }>(Prisma.sql`
      SELECT ${bar} AS "bar", h."code", sum(h."count") AS "count" FROM "RequestLogRefusalHour" h
      WHERE h."tppId" = ${tppId} AND h."hour" >= ${from} AND h."hour" < ${to} GROUP BY 1, 2`),
  ]);
  const histograms = buckets.map(() => Array.from({ length: requestLogDurationBoundsMs.length + 1 }, () => 0));
  for (const row of durations) histograms[row.bar - 1]![Number(row.index) - 1]! += Number(row.count);
  const bars: TrafficBar[] = buckets.map((bucket, index) => ({
    ...bucket,
    total: 0,
    byOperation: {},
    byCode: {},
    p50: durationPercentile(histograms[index]!, 0.5),
    p95: durationPercentile(histograms[index]!, 0.95),
  }));
  const operationTotals = new Map<string, number>();
  for (const row of counts) {
    const target = bars[row.bar - 1]!;
    target.byOperation[row.operation] = Number(row.count);
    target.total += Number(row.count);
    operationTotals.set(row.operation, (operationTotals.get(row.operation) ?? 0) + Number(row.count));
  }
  const codeTotals = new Map<string, number>();
  for (const row of refusals) {
    bars[row.bar - 1]!.byCode[row.code] = Number(row.count);
    codeTotals.set(row.code, (codeTotals.get(row.code) ?? 0) + Number(row.count));
  }
  return { period, bars, operations: byTotal(operationTotals), codes: byTotal(codeTotals) };
}

/** Names by their count, largest first, then by name. */
function byTotal(totals: Map<string, number>): string[] {
  return [...totals].sort(([a, x], [b, y]) => y - x || a.localeCompare(b)).map(([name]) => name);
}
