import pg from 'pg';

export type InsertDuePaymentsInput = {
  databaseUrl: string;
  tppId: string;
  accountIds: string[];
  count: number;
  idPrefix: string;
};

/**
 * D24: `count` due single payments of 1.00 NOK (PDNG, no date: due today), spread round-robin over `accountIds`,
 * bulk-inserted with generate_series, ids `<idPrefix>` and a six-digit number; then the table is analysed.
 */
export async function insertDuePayments(input: InsertDuePaymentsInput): Promise<string[]> {
  const database = new pg.Client({ connectionString: input.databaseUrl });
  await database.connect();
  try {
    await database.query(
      `INSERT INTO "Payment" ("id", "tppId", "service", "product", "status", "debtorAccountId", "debtorIban", "debtorCurrency", "totalAmount", "currency", "requestBody")
       SELECT $4 || 'pay' || lpad(g::text, 6, '0'), $1, 'payments', 'norwegian-domestic-credit-transfers', 'PDNG', a.id, a.iban, 'NOK', 100, 'NOK', '{}'
       FROM generate_series(1, $3::int) AS g JOIN "Account" a ON a.id = ($2::text[])[1 + g % array_length($2::text[], 1)]`,
      [input.tppId, input.accountIds, input.count, input.idPrefix],
    );
    await database.query(
      `INSERT INTO "PaymentInstruction" ("id", "paymentId", "position", "amount", "currency", "creditorName", "creditorIban")
       SELECT $2 || 'ins' || lpad(g::text, 6, '0'), $2 || 'pay' || lpad(g::text, 6, '0'), 0, 100, 'NOK', 'Bench Mottaker AS', 'NO9386011117947'
       FROM generate_series(1, $1::int) AS g`,
      [input.count, input.idPrefix],
    );
    await database.query('VACUUM ANALYZE "Payment"');
    return Array.from(
      { length: input.count },
      (_, index) => `${input.idPrefix}pay${String(index + 1).padStart(6, '0')}`,
    );
  } finally {
    await database.end();
  }
}
