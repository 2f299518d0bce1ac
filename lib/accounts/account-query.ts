import { z } from 'zod';
import { parseInput } from '@/lib/xs2a/parse-input';
import { decodeCursor } from '@/lib/accounts/transaction-cursor';
import { checkPeriod, transactionQuerySchema, type TransactionQuery } from '@/lib/accounts/transaction-report-query';

// The query of every account and card-account read is checked here, whole, before any call is counted against the
// limits without the PSU present (D15): a refused call must use none of them.

const withBalanceQuerySchema = z.strictObject({ withBalance: z.enum(['true', 'false']).optional() });
const emptyQuerySchema = z.strictObject({});

/** URLSearchParams as a plain object; a parameter given twice is refused rather than one silently chosen. */
function queryObject(query: URLSearchParams): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const name of new Set(query.keys())) {
    const values = query.getAll(name);
    result[name] = values.length === 1 ? (values[0] as string) : values;
  }
  return result;
}

/** `withBalance` of the account and card-account lists and reads (unknown parameters are refused). */
export function parseWithBalance(query: URLSearchParams): boolean {
  return parseInput(withBalanceQuerySchema, queryObject(query)).withBalance === 'true';
}

/** Balances and transaction details take no query parameter: one given is unknown, so refused like on the other reads. */
export function parseEmptyQuery(query: URLSearchParams): void {
  parseInput(emptyQuerySchema, queryObject(query));
}

/** The report query: its parameters (FORMAT_ERROR), then the period (PERIOD_INVALID), then the cursor (FORMAT_ERROR). */
export function parseTransactionQuery(query: URLSearchParams, now: Date): TransactionQuery {
  const { cursor, ...parsed } = parseInput(transactionQuerySchema, queryObject(query));
  checkPeriod(parsed, now);
  return cursor === undefined ? parsed : { ...parsed, cursor: decodeCursor(cursor) };
}
