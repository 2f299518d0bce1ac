import { z } from 'zod';
import {
  exportAccountSchema,
  exportBalanceSchema,
  exportCardAccountSchema,
  exportTransactionSchema,
} from '@/lib/bank-data-import/bank-data-export-schema';
import { findUnsupportedCharacter } from '@/lib/validation/character-set';
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
  return (
    z
      .record(z.string(), z.unknown())
      .refine((row) => keyNames.every((name) => !Object.hasOwn(row, name)), 'carries the key its path names')
      // D12: the import checks the character set before its schemas; a control character would not even store.
      .refine((row) => findUnsupportedCharacter(row) === null, "has a character outside the bank's character set")
      .transform((row) => ({ ...row, ...key }))
      .pipe(schema)
      .transform((row) => {
        const rest: Record<string, unknown> = { ...row };
        for (const name of keyNames) delete rest[name];
        return rest as Row;
      })
  );
}

const accountKeyNames = ['iban', 'cardAccountNumber'] as const;

/** Rows whose natural key appears once, as the export's own check has it: a second row would be written twice. */
function distinctRows<Row>(row: z.ZodType<Row>, key: (row: Row) => string) {
  return z.array(row).refine((rows) => new Set(rows.map(key)).size === rows.length, 'lists one row twice');
}

export function customerAccountsAnswerSchema(customerNumber: string): z.ZodType<CoreCustomerAccounts> {
  const owner = { ownerCustomerNumber: customerNumber };
  return z.strictObject({
    accounts: distinctRows(
      coreRowSchema<CoreAccount>(exportAccountSchema, owner, ['ownerCustomerNumber']),
      (row) => row.iban,
    ),
    cardAccounts: distinctRows(
      coreRowSchema<CoreCardAccount>(exportCardAccountSchema, owner, ['ownerCustomerNumber']),
      (row) => row.cardAccountNumber,
    ),
  });
}

export function balancesAnswerSchema(key: CoreAccountKey): z.ZodType<{ balances: CoreBalance[] }> {
  return z.strictObject({
    balances: distinctRows(
      coreRowSchema<CoreBalance>(exportBalanceSchema, key, accountKeyNames),
      (row) => row.balanceType,
    ),
  });
}

const transactionSchema = (key: CoreAccountKey) =>
  coreRowSchema<CoreTransaction>(exportTransactionSchema, key, accountKeyNames);

/** A page of at most `limit` entries with the booking status asked for; `next` is opaque but never empty. */
export function transactionPageAnswerSchema(
  key: CoreAccountKey,
  bookingStatus: 'booked' | 'pending' | 'both',
  limit = 1_000,
): z.ZodType<CoreTransactionPage> {
  return z.strictObject({
    transactions: distinctRows(
      transactionSchema(key).refine(
        (row) => bookingStatus === 'both' || row.bookingStatus === bookingStatus,
        `expected ${bookingStatus} entries only`,
      ),
      (row) => row.entryReference,
    ).refine((rows) => rows.length <= limit, `more than the ${limit} entries asked for`),
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
