import pg from 'pg';
import { createSandboxTpp } from '@/tools/tpp-kit/create-sandbox-tpp';
import type { TestEnvironment } from '../../tests/integration/support/test-environment';
import { findTppId } from './find-tpp-id';
import { measure, type Measurement } from './measure';
import { printTable } from './print-table';

const loggedRows = 10_000_000;
const operations = 20;
const otherTpps = 49;
const retentionHours = 90 * 24;

/**
 * D28: the dashboard's traffic charts on a TPP with 10 million log rows in the last 30 days. The charts never read
 * RequestLog, so the hourly counts those rows make are filled (90 days, 20 operations, 5 refusal codes per hour), with
 * 49 other TPPs of the same shape beside, and readTrafficCharts is timed for each period.
 */
export async function benchTrafficCharts(environment: TestEnvironment): Promise<void> {
  const { client, organizationIdentifier } = createSandboxTpp({ baseUrl: environment.baseUrl });
  const registered = await client.request('GET', '/v1/sandbox/customers');
  if (registered.status !== 200) throw new Error(`Expected 200, got ${registered.status}`);
  const tppId = await findTppId(environment.databaseUrl, organizationIdentifier);
  const perHour = Math.round(loggedRows / (30 * 24 * operations));
  const started = performance.now();
  const database = new pg.Client({ connectionString: environment.databaseUrl });
  await database.connect();
  try {
    await database.query(
      `INSERT INTO "Tpp" ("id", "organizationIdentifier", "name", "roles", "updatedAt")
       SELECT 'bench-traffic-' || n, 'PSDNO-BENCHTRAFFIC-' || n, 'Bench traffic ' || n, ARRAY['PSP_AI']::"TppRole"[], now()
       FROM generate_series(1, $1::int) n`,
      [otherTpps],
    );
    const tpps = `SELECT $1::text AS "tppId" UNION ALL SELECT 'bench-traffic-' || n FROM generate_series(1, ${otherTpps}) n`;
    const hours = `SELECT date_trunc('hour', now() AT TIME ZONE 'UTC') - make_interval(hours => h) AS "hour" FROM generate_series(0, ${retentionHours - 1}) h`;
    await database.query(
      `INSERT INTO "RequestLogHour" ("tppId", "hour", "operation", "count", "durations")
       SELECT t."tppId", h."hour", 'operation' || o, $2::int,
         ARRAY[0, 0, 0, 0, $2::int - $2::int / 2 - $2::int / 4 - $2::int / 10, $2::int / 2, $2::int / 4, $2::int / 10, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
       FROM (${tpps}) t CROSS JOIN (${hours}) h CROSS JOIN generate_series(1, ${operations}) o`,
      [tppId, perHour],
    );
    await database.query(
      `INSERT INTO "RequestLogRefusalHour" ("tppId", "hour", "code", "count")
       SELECT t."tppId", h."hour", c, $2::int / 20
       FROM (${tpps}) t CROSS JOIN (${hours}) h
       CROSS JOIN unnest(ARRAY['CONSENT_EXPIRED', 'CONSENT_UNKNOWN', 'ACCESS_EXCEEDED', 'FORMAT_ERROR', 'RESOURCE_UNKNOWN']) c`,
      [tppId, perHour],
    );
    await database.query('ANALYZE "RequestLogHour"; ANALYZE "RequestLogRefusalHour"');
  } finally {
    await database.end();
  }
  const rollupRows = (otherTpps + 1) * retentionHours * operations;
  console.log(
    `Filled ${rollupRows} hourly counts (${perHour * 30 * 24 * operations} log rows in the TPP's last 30 days) in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
  // lib/db reads DATABASE_URL when first used; the charts are read in this process, as the dashboard reads them.
  process.env.DATABASE_URL = environment.databaseUrl;
  const { env } = await import('@/lib/env');
  if (env.DATABASE_URL !== environment.databaseUrl) throw new Error('lib/env was read before the bench database');
  const { readTrafficCharts } = await import('@/lib/portal/traffic/read-traffic-charts');
  const { getPool } = await import('@/lib/db');
  const measurements: Measurement[] = [];
  try {
    for (const period of ['24h', '7d', '30d'] as const) {
      measurements.push(
        await measure(
          `Dashboard traffic charts, ${period} (10 million log rows in 30 days)`,
          async () => {
            const charts = await readTrafficCharts(tppId, period, new Date());
            if (charts.operations.length < operations) throw new Error('The charts miss operations');
          },
          { runs: 30, warmups: 3 },
        ),
      );
    }
  } finally {
    // The bench's database stops after this: the pool must end first.
    await getPool().end();
  }
  printTable(measurements);
}
