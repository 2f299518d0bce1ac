import { z } from 'zod';
import {
  exportAccountSchema,
  exportBalanceSchema,
  exportCardAccountSchema,
  exportTransactionSchema,
} from '@/lib/bank-data-import/bank-data-export-schema';
import type {
  CoreAccount,
  CoreAccountKey,
  CoreBalance,
  CoreCardAccount,
  CoreCustomerAccounts,
  CoreTransaction,
  CoreTransactionPage,
} from './core-accounts';

// D34: the core's answers are the export's rows without the key the path names. Each row is checked by the export's own
// schema (strict, with its refinements) as if it carried that key, so the import and the connector accept the same rows;
// a row that carries the key itself is refused, as is any field the export does not know.

/** A row of the export's `schema` without the keys named in `keyNames`; `key` holds the ones the path gives. */
function coreRowSchema<Row>(
  schema: z.ZodType<object, Record<string, unknown>>,
  key: Record<string, string>,
  keyNames: readonly string[],
) {
  return z
    .record(z.string(), z.unknown())
    .refine((row) => keyNames.every((name) => !Object.hasOwn(row, name)), 'carries the key its path names')
    .transform((row) => ({ ...row, ...key }))
    .pipe(schema)
    .transform((row) => {
      const rest: Record<string, unknown> = { ...row };
      for (const name of keyNames) delete rest[name];
      return rest as Row;
    });
}

const accountKeyNames = ['iban', 'cardAccountNumber'] as const;

export function customerAccountsAnswerSchema(customerNumber: string): z.ZodType<CoreCustomerAccounts> {
  const owner = { ownerCustomerNumber: customerNumber };
  return z.strictObject({
    accounts: z.array(coreRowSchema<CoreAccount>(exportAccountSchema, owner, ['ownerCustomerNumber'])),
    cardAccounts: z.array(coreRowSchema<CoreCardAccount>(exportCardAccountSchema, owner, ['ownerCustomerNumber'])),
  });
}

export function balancesAnswerSchema(key: CoreAccountKey): z.ZodType<{ balances: CoreBalance[] }> {
  return z.strictObject({
    balances: z.array(coreRowSchema<CoreBalance>(exportBalanceSchema, key, accountKeyNames)),
  });
}

const transactionSchema = (key: CoreAccountKey) =>
  coreRowSchema<CoreTransaction>(exportTransactionSchema, key, accountKeyNames);

/** A page whose entries have the booking status asked for; `next` is opaque but never empty. */
export function transactionPageAnswerSchema(
  key: CoreAccountKey,
  bookingStatus: 'booked' | 'pending' | 'both',
): z.ZodType<CoreTransactionPage> {
  return z.strictObject({
    transactions: z.array(
      transactionSchema(key).refine(
        (row) => bookingStatus === 'both' || row.bookingStatus === bookingStatus,
        `expected ${bookingStatus} entries only`,
      ),
    ),
    next: z.string().min(1).max(1_024).optional(),
  });
}

export function transactionAnswerSchema(
  key: CoreAccountKey,
  entryReference: string,
): z.ZodType<{ transaction: CoreTransaction }> {
  return z.strictObject({
    transaction: transactionSchema(key).refine(
      (row) => row.entryReference === entryReference,
      'expected the entry the path names',
    ),
  });
}
