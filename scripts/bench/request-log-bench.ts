import pg from 'pg';
import { createSandboxTpp } from '@/tools/tpp-kit/create-sandbox-tpp';
import type { TestEnvironment } from '../../tests/integration/support/test-environment';
import { findTppId } from './find-tpp-id';
import { measure, type Measurement } from './measure';
import { printTable } from './print-table';

const days = 10;
const otherTpps = 999;
const dayMilliseconds = 24 * 3_600_000;

/**
 * D36: the request log at a bank's volume. `logRows` synthetic rows of 1,000 TPPs over the last 10 days (one TPP has a
 * tenth of them, the rest share alike), written straight into the day partitions; then the inspector's pages and the
 * dashboard's read through the app's own functions, and a signed read one at a time beside a partition's drop and a
 * housekeeping pass.
 */
export async function benchRequestLog(environment: TestEnvironment, options: { logRows: number }): Promise<void> {
  const { client, organizationIdentifier } = createSandboxTpp({ baseUrl: environment.baseUrl });
  const signedRead = async () => {
    const answered = await client.request('GET', '/v1/sandbox/customers');
    if (answered.status !== 200) throw new Error(`Expected 200, got ${answered.status}`);
  };
  await signedRead();
  const tppId = await findTppId(environment.databaseUrl, organizationIdentifier);
  // lib/db reads DATABASE_URL when first used: the app's functions run in this process against the bench database.
  process.env.DATABASE_URL = environment.databaseUrl;
  const { env } = await import('@/lib/env');
  if (env.DATABASE_URL !== environment.databaseUrl) throw new Error('lib/env was read before the bench database');
  const { ensureDayPartitions } = await import('@/lib/housekeeping/ensure-day-partitions');
  const { dropExpiredPartitions } = await import('@/lib/housekeeping/drop-expired-partitions');
  const { runHousekeeping } = await import('@/lib/housekeeping/run-housekeeping');
  const { listRequestLog } = await import('@/lib/portal/request-log/list-request-log');
  const { requestLogQuerySchema } = await import('@/lib/portal/request-log/request-log-query');
  const { dashboardProgress } = await import('@/lib/portal/account/dashboard-progress');
  const { getPool } = await import('@/lib/db');

  const now = new Date();
  const perDay = Math.ceil(options.logRows / days);
  const database = new pg.Client({ connectionString: environment.databaseUrl });
  await database.connect();
  const started = performance.now();
  try {
    const others = Array.from({ length: otherTpps }, (_, index) => `bench-log-${index + 1}`);
    await database.query(
      `INSERT INTO "Tpp" ("id", "organizationIdentifier", "name", "roles", "updatedAt")
       SELECT id, upper(id), id, '{PSP_AI}', now() FROM unnest($1::text[]) AS id`,
      [others],
    );
    for (let day = 0; day < days; day += 1) {
      const dayStart = new Date(Math.floor(now.getTime() / dayMilliseconds - day) * dayMilliseconds);
      // Lean rows (no headers or response, as the inspector allows); today's end at now.
      const span = day === 0 ? now.getTime() - dayStart.getTime() : dayMilliseconds;
      const insert = (partition: string) =>
        database.query(
          `INSERT INTO "${partition}" ("at", "tppId", "method", "path", "operation", "status", "errorCodes", "durationMs", "isAuthenticated", "changeUsages")
           SELECT $1::timestamp + make_interval(secs => (g::float8 * $3::float8 / $2::int) / 1000),
             CASE WHEN g % 10 = 0 THEN $4::text ELSE 'bench-log-' || (g % ${otherTpps} + 1) END,
             'GET', '/v1/accounts', 'operation' || (g / 10 % 20),
             CASE WHEN g % 7 = 3 THEN 403 ELSE 200 END,
             CASE WHEN g % 7 = 3 THEN ARRAY['CONSENT_UNKNOWN'] ELSE ARRAY[]::text[] END, g % 50, true, ARRAY[]::text[]
           FROM generate_series(0, $2::int - 1) g`,
          [dayStart.toISOString().replace('Z', ''), perDay, span, tppId],
        );
      const dayStarted = performance.now();
      if (day === 0) {
        // Today's partition already takes the app's rows: written into as it is, its indexes kept row by row.
        await ensureDayPartitions({ now: dayStart, daysAhead: 0 });
        await insert(`RequestLog_${dayStart.toISOString().slice(0, 10).replaceAll('-', '')}`);
      } else await loadDayPartition(database, dayStart, insert);
      console.log(`  day ${day}: ${perDay} rows in ${((performance.now() - dayStarted) / 1000).toFixed(1)} s`);
    }
    await database.query('ANALYZE "RequestLog"');
    const [size] = (
      await database.query<{ bytes: string }>(
        `SELECT sum(pg_total_relation_size(inhrelid))::text AS bytes FROM pg_inherits WHERE inhparent = '"RequestLog"'::regclass`,
      )
    ).rows;
    console.log(
      `Wrote ${perDay * days} log rows of ${otherTpps + 1} TPPs over ${days} days in ${((performance.now() - started) / 1000).toFixed(1)} s; the partitions take ${(Number(size?.bytes ?? 0) / 2 ** 30).toFixed(2)} GiB.`,
    );
  } finally {
    await database.end();
  }

  const measurements: Measurement[] = [];
  const inspector = async (name: string, tpp: string, query: Record<string, string>) => {
    const parsed = requestLogQuerySchema.parse(query);
    measurements.push(
      await measure(
        name,
        async () => {
          const page = await listRequestLog(tpp, parsed);
          if (page.entries.length === 0) throw new Error(`${name}: an empty page`);
        },
        { runs: 100, warmups: 5 },
      ),
    );
  };
  try {
    const average = 'bench-log-1';
    for (const [label, tpp] of [
      ['largest TPP', tppId],
      ['average TPP', average],
    ] as const) {
      await inspector(`Inspector, first page (${label})`, tpp, {});
      await inspector(`Inspector, 4xx refused CONSENT_UNKNOWN (${label})`, tpp, {
        status: '4xx',
        code: 'CONSENT_UNKNOWN',
      });
      await inspector(`Inspector, one operation (${label})`, tpp, { operation: 'operation3' });
      const deep = new Date(now.getTime() - 5 * dayMilliseconds);
      await inspector(`Inspector, a page 5 days back by cursor (${label})`, tpp, {
        cursor: `${deep.getTime()}-${2n ** 62n}`,
      });
      measurements.push(
        await measure(
          `Dashboard's progress (${label})`,
          async () => {
            await dashboardProgress(tpp);
          },
          { runs: 100, warmups: 5 },
        ),
      );
    }

    const readings = { runs: 200, warmups: 10 };
    measurements.push(await measure('Signed read, one at a time (nothing else)', signedRead, readings));
    // Old days of the same volume per day, each dropped while the reads run.
    const loadOldDay = async (daysBack: number) => {
      const oldDay = new Date(Math.floor(now.getTime() / dayMilliseconds - daysBack) * dayMilliseconds);
      const fill = new pg.Client({ connectionString: environment.databaseUrl });
      await fill.connect();
      try {
        await loadDayPartition(fill, oldDay, (partition) =>
          fill.query(
            `INSERT INTO "${partition}" ("at", "method", "path", "status", "durationMs")
             SELECT $1::timestamp + make_interval(secs => g % 86400), 'GET', '/v1/accounts', 200, 1 FROM generate_series(1, $2::int) g`,
            [oldDay.toISOString().replace('Z', ''), perDay],
          ),
        );
      } finally {
        await fill.end();
      }
    };
    const dropPass = async () => {
      const dropped = await dropExpiredPartitions({
        now,
        keepMilliseconds: { RequestLog: 90 * dayMilliseconds, SeenRequestId: 25 * 3_600_000 },
      });
      console.log(`  the pass dropped ${dropped.join(', ') || 'nothing'}`);
    };
    await loadOldDay(100);
    const beside = async (name: string, work: () => Promise<unknown>) => {
      let isDone = false;
      const running = work().finally(() => (isDone = true));
      const times: Measurement = await measure(name, signedRead, readings);
      if (!isDone) console.log(`${name}: the work outlasted the reads`);
      await running;
      measurements.push(times);
    };
    await beside("Signed read while a day's partition is detached and dropped", dropPass);
    // A report or a backup reading "Tpp" for longer than the drop takes.
    await loadOldDay(101);
    const longRead = new pg.Client({ connectionString: environment.databaseUrl });
    await longRead.connect();
    try {
      await longRead.query('BEGIN');
      await longRead.query('SELECT count(*) FROM "Tpp"');
      await beside(`Signed read while a day's partition is dropped behind a long read of "Tpp"`, dropPass);
    } finally {
      await longRead.query('COMMIT');
      await longRead.end();
    }
    await beside('Signed read while housekeeping runs', () => runHousekeeping({ now, requestLogRetentionDays: 90 }));
  } finally {
    await getPool().end();
  }
  printTable(measurements);
}

/**
 * A bank's bulk load of a past day: its rows go into a plain table, which is then attached as the day's partition and
 * so gets its indexes built once (kept row by row, 100 million rows take hours on two cores).
 */
async function loadDayPartition(
  database: pg.Client,
  dayStart: Date,
  insert: (partition: string) => Promise<unknown>,
): Promise<void> {
  const partition = `RequestLog_${dayStart.toISOString().slice(0, 10).replaceAll('-', '')}`;
  const dayEnd = new Date(dayStart.getTime() + dayMilliseconds);
  await database.query(`SET maintenance_work_mem = '1GB'`);
  // The start made the partitions of the last days too: an empty one is replaced.
  if ((await database.query(`SELECT to_regclass('"${partition}"') AS found`)).rows[0]?.found) {
    const held = await database.query(`SELECT 1 FROM "${partition}" LIMIT 1`);
    if (held.rowCount) throw new Error(`${partition} already holds rows`);
    await database.query(`ALTER TABLE "RequestLog" DETACH PARTITION "${partition}"`);
    await database.query(`DROP TABLE "${partition}"`);
  }
  await database.query(`CREATE TABLE "${partition}" (LIKE "RequestLog" INCLUDING DEFAULTS INCLUDING CONSTRAINTS)`);
  await insert(partition);
  await database.query(
    `ALTER TABLE "RequestLog" ATTACH PARTITION "${partition}" FOR VALUES FROM ('${dayStart.toISOString()}') TO ('${dayEnd.toISOString()}')`,
  );
}
