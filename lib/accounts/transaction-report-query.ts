import { z } from 'zod';
import { executionHorizonYears, latestDateAhead } from '@/lib/berlin-group/date-horizon';
import { isIsoDate } from '@/lib/validation/iso-date';
import type { TransactionCursor } from '@/lib/accounts/transaction-cursor';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

const booleanParameter = z.enum(['true', 'false']).transform((value) => value === 'true');
const dateParameter = z.string().refine(isIsoDate, 'must be a date YYYY-MM-DD');

/** Page size of a transaction report when the TPP gives no `limit`, and the largest it may ask for (spec: "not shown"). */
export const defaultTransactionLimit = 100;
export const maxTransactionLimit = 1000;

/** Query of GET /v1/accounts/{account-id}/transactions and of the card-account report, as the TPP sends it. */
export const transactionQuerySchema = z.strictObject({
  bookingStatus: z.enum(['booked', 'pending', 'both', 'all'], { message: 'must be booked, pending, both or all' }),
  dateFrom: dateParameter.optional(),
  dateTo: dateParameter.optional(),
  limit: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(maxTransactionLimit, `must be at most ${maxTransactionLimit}`)
    .default(defaultTransactionLimit),
  withBalance: booleanParameter.optional(),
  cursor: z.string().max(400).optional(),
});

/** The report query once checked whole: the period in order and the cursor decoded (D15: nothing left to refuse). */
export type TransactionQuery = Omit<z.infer<typeof transactionQuerySchema>, 'cursor'> & { cursor?: TransactionCursor };

/**
 * A period that ends before it starts is PERIOD_INVALID, and so is one with a date more than a year ahead of the bank's
 * date (D15, D11's horizon): no entry is dated later than the furthest execution date a payment may ask for.
 */
export function checkPeriod(query: { dateFrom?: string; dateTo?: string }, now: Date): void {
  if (query.dateFrom && query.dateTo && query.dateFrom > query.dateTo) {
    throw new Xs2aError('PERIOD_INVALID', {
      path: 'dateFrom',
      text: `dateFrom ${query.dateFrom} is after dateTo ${query.dateTo}.`,
    });
  }
  const latest = latestDateAhead(now, executionHorizonYears);
  for (const field of ['dateFrom', 'dateTo'] as const) {
    const date = query[field];
    if (date && date > latest)
      throw new Xs2aError('PERIOD_INVALID', {
        path: field,
        text: `${field} ${date} is more than a year ahead; no entry is dated after ${latest}.`,
      });
  }
}

/** The query of the next page: the same filters and the cursor (D1: the link carries its own query). */
export function reportQuery(query: TransactionQuery, cursor: string): Record<string, string | undefined> {
  return {
    bookingStatus: query.bookingStatus,
    dateFrom: query.dateFrom,
    dateTo: query.dateTo,
    limit: String(query.limit),
    withBalance: query.withBalance === undefined ? undefined : String(query.withBalance),
    cursor,
  };
}
