import pg from 'pg';

export type SeedTransactionsInput = {
  databaseUrl: string;
  tppId: string;
  accountId: string;
  count: number;
  idPrefix?: string;
};

/**
 * Bulk-inserts `count` booked transactions into one account in one statement (generate_series), spread over the last
 * three years, then leaves the table as autovacuum would: analysed, with its visibility map set. The first VACUUM right
 * after the insert marks no page all-visible (the inserting transaction is still inside its horizon); the second does.
 */
export async function seedTransactions(input: SeedTransactionsInput): Promise<number> {
  const client = new pg.Client({ connectionString: input.databaseUrl });
  await client.connect();
  try {
    const started = performance.now();
    await client.query(
      `INSERT INTO "Transaction" ("id", "tppId", "accountId", "bookingStatus", "bookingDate", "valueDate", "amount", "currency",
         "creditorName", "remittanceInformationUnstructured", "bankTransactionCode")
       SELECT $4 || lpad(g::text, 9, '0'), $1, $2, 'booked', current_date - (g % 1095), current_date - (g % 1095),
         -((g::bigint * 7919) % 500000 + 100), 'NOK', 'Bench Butikk AS', 'Varekjøp ' || g, 'PMNT-CCRD-POSD'
       FROM generate_series(1, $3::int) AS g`,
      [input.tppId, input.accountId, input.count, input.idPrefix ?? 'bench'],
    );
    await client.query('VACUUM ANALYZE "Transaction"');
    await client.query('VACUUM "Transaction"');
    return performance.now() - started;
  } finally {
    await client.end();
  }
}
