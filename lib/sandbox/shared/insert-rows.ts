import type { Prisma } from '@/lib/generated/prisma/client';
import type { DbClient } from '@/lib/database/db-client';

type RowsByTable = {
  Customer: Prisma.CustomerCreateManyInput;
  Agreement: Prisma.AgreementCreateManyInput;
  Account: Prisma.AccountCreateManyInput;
  CardAccount: Prisma.CardAccountCreateManyInput;
  Engagement: Prisma.EngagementCreateManyInput;
  Balance: Prisma.BalanceCreateManyInput;
  Transaction: Prisma.TransactionCreateManyInput;
};

/**
 * Inserts many rows in one statement with the whole set as one JSON parameter (json_populate_recordset). Prisma's
 * createMany binds every value separately and takes ten times as long for the known state's ~500 transactions (D16:
 * initialize well under a second). Table and column names come from this code and the typed rows, never from a request;
 * values travel only inside the parameter. Columns no row names keep their defaults.
 */
export async function insertRows<Table extends keyof RowsByTable>(
  client: DbClient,
  table: Table,
  rows: RowsByTable[Table][],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))].map(quoteIdentifier).join(', ');
  const json = JSON.stringify(rows, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));
  await client.$executeRawUnsafe(
    `INSERT INTO ${quoteIdentifier(table)} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${quoteIdentifier(table)}, $1::json)`,
    json,
  );
}

function quoteIdentifier(name: string): string {
  if (!/^[A-Za-z][A-Za-z0-9]*$/.test(name)) throw new Error(`Not a column name: ${name}`);
  return `"${name}"`;
}
