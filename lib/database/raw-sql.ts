import { createHash } from 'node:crypto';
import pg from 'pg';
import { getPool } from '@/lib/db';
import { env } from '@/lib/env';
import { Prisma } from '@/lib/generated/prisma/client';

// PostgreSQL type oids whose text the pg driver would read differently from Prisma's raw queries.
const oid = { int8: 20, date: 1082, timestamp: 1114, numeric: 1700 } as const;

/**
 * Values as Prisma's `$queryRaw` returns them, so a statement gives the same row shapes either way: int8 as BigInt,
 * numeric as Decimal, and dates and `timestamp(3)` columns (stored in UTC, without a zone) as UTC Dates, whatever the
 * process's time zone. Everything else keeps pg's own parsing (timestamptz, json, arrays, booleans, int4).
 */
const types = {
  getTypeParser(typeId: number, format?: 'text' | 'binary') {
    if (typeId === oid.int8) return (value: string) => BigInt(value);
    if (typeId === oid.numeric) return (value: string) => new Prisma.Decimal(value);
    if (typeId === oid.date) return (value: string) => new Date(`${value}T00:00:00.000Z`);
    if (typeId === oid.timestamp) return (value: string) => new Date(`${value.replace(' ', 'T')}Z`);
    return pg.types.getTypeParser(typeId, format);
  },
};

/** Parameters as Prisma sends them: a Date as its UTC instant (a `timestamp(3)` column ignores the zone), a BigInt as digits. */
function toParameter(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  return value;
}

// Named statements; bounded, so that no caller can grow every connection's cache without end.
const preparedNames = new Map<string, string>();
const maxPreparedStatements = 100;

/**
 * A named statement's name, a digest of its text alone: Next.js may load this module more than once in one process,
 * and every copy must give one text one name on the pool's shared connections (a counter gave two texts one name).
 */
export function preparedStatementName(text: string): string | undefined {
  let name = preparedNames.get(text);
  if (name === undefined && preparedNames.size < maxPreparedStatements) {
    name = `raw_sql_${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;
    preparedNames.set(text, name);
  }
  return name;
}

export type StatementOptions = {
  /**
   * Kept prepared on each connection (a named statement): parsed once, and after five runs PostgreSQL may keep a
   * generic plan instead of planning each run. Only for statements whose best plan does not depend on the values:
   * lookups by key, not ranges or limits over skewed data.
   */
  prepared?: boolean;
};

function toQuery(statement: Prisma.Sql, options: StatementOptions): pg.QueryConfig {
  if (env.XS2A_LOG_SQL) console.log(`[sql] ${statement.text}`);
  const name = options.prepared ? preparedStatementName(statement.text) : undefined;
  return { text: statement.text, values: statement.values.map(toParameter), types, ...(name ? { name } : {}) };
}

/**
 * D31: one statement straight through the pool under the Prisma client, written with `Prisma.sql`, for the hot path.
 * Not for transactions: each call may run on a different connection.
 */
export async function queryRows<Row>(statement: Prisma.Sql, options: StatementOptions = {}): Promise<Row[]> {
  const result = await getPool().query(toQuery(statement, options));
  return result.rows as Row[];
}

/** As `queryRows`, for a statement that writes: the number of rows it changed, as Prisma's `$executeRaw` gives it. */
export async function executeStatement(statement: Prisma.Sql, options: StatementOptions = {}): Promise<number> {
  const result = await getPool().query(toQuery(statement, options));
  return result.rowCount ?? 0;
}
