import { z } from 'zod';
import { parseInput } from '@/lib/xs2a/parse-input';
import { transactionQuerySchema, type TransactionQuery } from '@/lib/accounts/transaction-report-query';

const withBalanceQuerySchema = z.strictObject({ withBalance: z.enum(['true', 'false']).optional() });

/** URLSearchParams as a plain object; a parameter given twice is refused rather than one silently chosen. */
function queryObject(query: URLSearchParams): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const name of new Set(query.keys())) {
    const values = query.getAll(name);
    result[name] = values.length === 1 ? (values[0] as string) : values;
  }
  return result;
}

/** `withBalance` of the account and card-account reads (unknown parameters are refused). */
export function parseWithBalance(query: URLSearchParams): boolean {
  return parseInput(withBalanceQuerySchema, queryObject(query)).withBalance === 'true';
}

export function parseTransactionQuery(query: URLSearchParams): TransactionQuery {
  return parseInput(transactionQuerySchema, queryObject(query));
}
