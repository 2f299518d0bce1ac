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

/** An answer's check: `safeParse` as zod's, against the values the call named. */
export type CoreAnswerSchema<T> = { safeParse: (value: unknown) => z.ZodSafeParseResult<T> };

/** What the call asked for, as the checks below read it: set for one synchronous parse only (`answerSchema`). */
type Asked = {
  key: Record<string, string>;
  bookingStatus?: 'booked' | 'pending' | 'both';
  limit?: number;
  entryReference?: string;
};
let asked: Asked = { key: {} };

/**
 * The schemas are built once (building one costs about a millisecond, more than checking an answer); each call's
 * values reach them through `asked`, set around a parse that runs no code of another call in between.
 */
function answerSchema<T>(schema: z.ZodType<T>, values: Asked): CoreAnswerSchema<T> {
  return {
    safeParse: (value) => {
      asked = values;
      try {
        return schema.safeParse(value);
      } finally {
        asked = { key: {} };
      }
    },
  };
}

/** A row of the export's `schema` without the keys named in `keyNames`; the call's key holds the ones the path gives. */
function coreRowSchema<Row>(schema: z.ZodType<object, Record<string, unknown>>, keyNames: readonly string[]) {
  return (
    z
      .record(z.string(), z.unknown())
      .refine((row) => keyNames.every((name) => !Object.hasOwn(row, name)), 'carries the key its path names')
      // D12: the import checks the character set before its schemas; a control character would not even store.
      .refine((row) => findUnsupportedCharacter(row) === null, "has a character outside the bank's character set")
      .transform((row) => ({ ...row, ...asked.key }))
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

const customerAccountsSchema = z.strictObject({
  accounts: distinctRows(coreRowSchema<CoreAccount>(exportAccountSchema, ['ownerCustomerNumber']), (row) => row.iban),
  cardAccounts: distinctRows(
    coreRowSchema<CoreCardAccount>(exportCardAccountSchema, ['ownerCustomerNumber']),
    (row) => row.cardAccountNumber,
  ),
});

export function customerAccountsAnswerSchema(customerNumber: string): CoreAnswerSchema<CoreCustomerAccounts> {
  return answerSchema(customerAccountsSchema, { key: { ownerCustomerNumber: customerNumber } });
}

const balancesSchema = z.strictObject({
  balances: distinctRows(coreRowSchema<CoreBalance>(exportBalanceSchema, accountKeyNames), (row) => row.balanceType),
});

export function balancesAnswerSchema(key: CoreAccountKey): CoreAnswerSchema<{ balances: CoreBalance[] }> {
  return answerSchema(balancesSchema, { key });
}

const transactionSchema = coreRowSchema<CoreTransaction>(exportTransactionSchema, accountKeyNames);

const transactionPageSchema = z.strictObject({
  transactions: distinctRows(
    transactionSchema.refine((row) => asked.bookingStatus === 'both' || row.bookingStatus === asked.bookingStatus, {
      error: () => `expected ${asked.bookingStatus} entries only`,
    }),
    (row) => row.entryReference,
  ).refine((rows) => rows.length <= (asked.limit ?? 1_000), {
    error: () => `more than the ${asked.limit ?? 1_000} entries asked for`,
  }),
  next: z.string().min(1).max(1_024).optional(),
});

/** A page of at most `limit` entries with the booking status asked for; `next` is opaque but never empty. */
export function transactionPageAnswerSchema(
  key: CoreAccountKey,
  bookingStatus: 'booked' | 'pending' | 'both',
  limit = 1_000,
): CoreAnswerSchema<CoreTransactionPage> {
  return answerSchema(transactionPageSchema, { key, bookingStatus, limit });
}

const oneTransactionSchema = z.strictObject({
  transaction: transactionSchema.refine(
    (row) => row.entryReference === asked.entryReference,
    'expected the entry the path names',
  ),
});

export function transactionAnswerSchema(
  key: CoreAccountKey,
  entryReference: string,
): CoreAnswerSchema<{ transaction: CoreTransaction }> {
  return answerSchema(oneTransactionSchema, { key, entryReference });
}
