import pg from 'pg';

/**
 * pg_stat_statements of one load run (the cluster must load the library): reset before the run, then each statement's
 * calls and plans per request and its mean planning (per plan) and execution (per call) time, most expensive first. A
 * prepared statement whose plans per request stay near its calls is planned on every call (a custom plan each time).
 */
export async function withStatementStatistics<Result>(
  databaseUrl: string,
  run: () => Promise<Result & { requests: number }>,
): Promise<Result> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    await client.query('SELECT pg_stat_statements_reset()');
    const result = await run();
    const { rows } = await client.query<{ calls: string; plans: string; plan: number; exec: number; query: string }>(`
      SELECT calls, plans, mean_plan_time AS plan, mean_exec_time AS exec, regexp_replace(query, '\\s+', ' ', 'g') AS query
      FROM pg_stat_statements WHERE query NOT ILIKE '%pg_stat_statements%'
      ORDER BY total_plan_time + total_exec_time DESC LIMIT 8`);
    console.log(
      '  | Calls per request | Plans per request | Plan (ms) | Execute (ms) | Statement |\n  |---:|---:|---:|---:|---|',
    );
    for (const row of rows) {
      console.log(
        `  | ${(Number(row.calls) / result.requests).toFixed(2)} | ${(Number(row.plans) / result.requests).toFixed(3)} | ${row.plan.toFixed(3)} | ${row.exec.toFixed(3)} | ${row.query.slice(0, 110)} |`,
      );
    }
    return result;
  } finally {
    await client.end();
  }
}
