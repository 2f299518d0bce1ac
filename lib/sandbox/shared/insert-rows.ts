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
 * D16: inserts many rows in one statement, the whole set as one JSON parameter (json_populate_recordset). Table and
 * column names come from this code, never from a request; columns no row names keep their defaults.
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
