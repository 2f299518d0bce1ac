import pg from 'pg';

export type ExplainTransactionPageInput = { databaseUrl: string; accountId: string; offset: number };

/** The plan PostgreSQL picks for the ids of a page of booked transactions (lib/sandbox/transactions/page-sandbox-transactions). */
export async function explainTransactionPage(input: ExplainTransactionPageInput): Promise<string[]> {
  const client = new pg.Client({ connectionString: input.databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON)
       SELECT "id" FROM "Transaction" WHERE "accountId" = $1 AND "bookingStatus" = 'booked'
       ORDER BY "bookingDate" DESC, "id" DESC OFFSET $2 LIMIT 50`,
      [input.accountId, input.offset],
    );
    return result.rows.map((row) => row['QUERY PLAN']);
  } finally {
    await client.end();
  }
}
