import pg from 'pg';

export type SeedAccountCopiesInput = {
  databaseUrl: string;
  accountId: string;
  copies: number;
  /** Booked entries written into each copy (more than a page of 50). */
  transactions: number;
};

/**
 * Copies an account `copies` times for the same owner, with its engagements (so a new consent of that owner covers the
 * copies) and `transactions` booked entries each; answers the copies' ids. The unattended-access limit counts per TPP
 * and account (4 a day), so a run without the PSU present needs an account per four requests.
 */
export async function seedAccountCopies(input: SeedAccountCopiesInput): Promise<string[]> {
  const client = new pg.Client({ connectionString: input.databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    const copies = await client.query<{ id: string }>(
      `INSERT INTO "Account"
       SELECT (jsonb_populate_record(NULL::"Account", to_jsonb(a) || jsonb_build_object(
         'id', a.id || '-copy' || g, 'iban', 'NO00' || lpad(g::text, 11, '0')))).*
       FROM "Account" a, generate_series(1, $2::int) AS g WHERE a.id = $1
       RETURNING id`,
      [input.accountId, input.copies],
    );
    const ids = copies.rows.map((row) => row.id);
    await client.query(
      `INSERT INTO "Engagement"
       SELECT (jsonb_populate_record(NULL::"Engagement", to_jsonb(e) || jsonb_build_object(
         'id', e.id || '-copy' || copy.n, 'accountId', copy.id))).*
       FROM "Engagement" e, unnest($2::text[]) WITH ORDINALITY AS copy(id, n) WHERE e."accountId" = $1`,
      [input.accountId, ids],
    );
    await client.query(
      `INSERT INTO "Transaction" ("id", "tppId", "accountId", "bookingStatus", "bookingDate", "valueDate", "amount",
         "currency", "creditorName", "remittanceInformationUnstructured", "bankTransactionCode")
       SELECT copy.id || '-' || g, a."tppId", copy.id, 'booked', current_date - g, current_date - g,
         -((g::bigint * 7919) % 500000 + 100), 'NOK', 'Bench Butikk AS', 'Varekjøp ' || g, 'PMNT-CCRD-POSD'
       FROM unnest($2::text[]) AS copy(id), "Account" a, generate_series(1, $3::int) AS g WHERE a.id = $1`,
      [input.accountId, ids, input.transactions],
    );
    await client.query('COMMIT');
    await client.query('VACUUM ANALYZE "Account", "Engagement", "Transaction"');
    return ids;
  } finally {
    await client.end();
  }
}
