import { z } from 'zod';
import type { CoreAccountKey } from '@/lib/core-connector/core-accounts';
import { daySchema } from '@/lib/sandbox/shared/field-schemas';
import { CoreRefusal } from './core-refusal';
import { listCoreTransactions } from './list-core-transactions';
import { findHolding } from './find-holding';
import type { CoreHolding, ReferenceCoreData } from './reference-core-data';

const transactionQuerySchema = z
  .object({
    bookingStatus: z.enum(['booked', 'pending', 'both']),
    dateFrom: daySchema.optional(),
    dateTo: daySchema.optional(),
    limit: z
      .string()
      .regex(/^\d{1,4}$/, 'Expected 1 to 1000')
      .transform(Number)
      .pipe(z.int().min(1).max(1000))
      .default(100),
    cursor: z.string().min(1).max(1024).optional(),
  })
  .refine((query) => !query.dateFrom || !query.dateTo || query.dateFrom <= query.dateTo, {
    message: 'dateTo is before dateFrom',
    path: ['dateTo'],
  });

/**
 * D34: the body of a 200 answer to a GET of the contract (docs/core-connector.openapi.yaml), given the path's
 * segments after the base. Throws CoreRefusal: 404 for what the core does not know, 400 for anything off the
 * contract (an unknown path included, so that a client building a wrong path sees a fault, not an unknown account).
 */
export function answerContractRead(data: ReferenceCoreData, segments: string[], query: URLSearchParams): unknown {
  const [collection, id, resource, entryReference, ...rest] = segments;
  if (collection === 'customers' && id !== undefined && resource === 'accounts' && entryReference === undefined) {
    if (!data.customerNumbers.has(id)) throw new CoreRefusal(404, 'UNKNOWN_CUSTOMER', 'No such customer');
    const owned = <Row>(holdings: Map<string, CoreHolding<Row>>) =>
      [...holdings.values()].filter((holding) => holding.owner === id).map((holding) => holding.row);
    return { accounts: owned(data.accounts), cardAccounts: owned(data.cardAccounts) };
  }
  const key: CoreAccountKey | undefined =
    id === undefined
      ? undefined
      : collection === 'accounts'
        ? { iban: id }
        : collection === 'card-accounts'
          ? { cardAccountNumber: id }
          : undefined;
  if (!key || rest.length > 0 || (resource !== 'balances' && resource !== 'transactions'))
    throw new CoreRefusal(400, 'INVALID_REQUEST', 'No such read in the contract');
  if (resource === 'balances' && entryReference !== undefined)
    throw new CoreRefusal(400, 'INVALID_REQUEST', 'No such read in the contract');
  const holding = findHolding(data, key);
  if (!holding) throw new CoreRefusal(404, 'UNKNOWN_ACCOUNT', 'No such account');
  if (resource === 'balances') return { balances: holding.balances };
  if (entryReference !== undefined) {
    const transaction = holding.transactions.find((entry) => entry.entryReference === entryReference);
    if (!transaction) throw new CoreRefusal(404, 'UNKNOWN_TRANSACTION', 'No such transaction on the account');
    return { transaction };
  }
  const parsed = transactionQuerySchema.safeParse(Object.fromEntries(query));
  if (!parsed.success)
    throw new CoreRefusal(
      400,
      'INVALID_REQUEST',
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
    );
  return listCoreTransactions(holding.transactions, parsed.data);
}
