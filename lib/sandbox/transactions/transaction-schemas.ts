import { z } from 'zod';
import { proprietaryReferencesShape } from '@/lib/sandbox/shared/proprietary-references';
import { accountReferenceSchema } from '@/lib/sandbox/shared/account-reference-schema';
import {
  currencySchema,
  daySchema,
  int32AmountSchema,
  nameSchema,
  textSchema,
} from '@/lib/sandbox/shared/field-schemas';

/** Berlin Group RemittanceInformationStructured (spec fact 4: sent as `remittanceInformationStructuredArray`). */
export const structuredRemittanceSchema = z.strictObject({
  reference: textSchema(35),
  referenceType: textSchema(35).nullish(),
  referenceIssuer: textSchema(35).nullish(),
});

/** Fields every sandbox transaction has. The amount is signed minor units (D7): negative is a debit. */
export const transactionBaseShape = {
  amount: int32AmountSchema
    .refine((amount) => amount !== 0, 'A transaction moves money: 0 is not allowed')
    .meta({ not: { enum: [0] } }),
  currency: currencySchema,
  bookingStatus: z.enum(['booked', 'pending']).nullish(),
  bookingDate: daySchema.nullish(),
  valueDate: daySchema.nullish(),
};

type Dated = { bookingStatus?: 'booked' | 'pending' | null; bookingDate?: string | null; valueDate?: string | null };

/**
 * D16: a booked transaction has a booking date not after its value date; a pending one has no booking date yet.
 * Dates not in the future are checked against the bank's date when the transaction is created.
 */
export function checkBookingDates(transaction: Dated, context: z.RefinementCtx): void {
  const isPending = transaction.bookingStatus === 'pending';
  if (!isPending && !transaction.bookingDate)
    context.addIssue({ code: 'custom', message: 'is required for a booked transaction', path: ['bookingDate'] });
  if (isPending && transaction.bookingDate)
    context.addIssue({
      code: 'custom',
      message: 'A pending transaction has no booking date yet',
      path: ['bookingDate'],
    });
  if (transaction.bookingDate && transaction.valueDate && transaction.bookingDate > transaction.valueDate) {
    context.addIssue({
      code: 'custom',
      message: 'The booking date must not be after the value date',
      path: ['bookingDate'],
    });
  }
}

/** Spec "Sandbox transaction", POST /v1/sandbox/accounts/{mockAccountId}/transactions. */
export const createTransactionSchema = z
  .strictObject({
    ...transactionBaseShape,
    remittanceInformationUnstructured: textSchema(140).nullish(),
    remittanceInformationStructuredArray: z.array(structuredRemittanceSchema).min(1).max(10).nullish(),
    creditorName: nameSchema.nullish(),
    creditorAccount: accountReferenceSchema.nullish(),
    debtorName: nameSchema.nullish(),
    debtorAccount: accountReferenceSchema.nullish(),
    bankTransactionCode: z.string().min(4).max(14).nullish().meta({
      description: 'ISO 20022 bank transaction code, 4 to 14 characters (spec "Limits").',
      example: 'PMNT-RCDT-ESCT',
    }),
    ultimateDebtor: nameSchema.nullish(),
    ultimateCreditor: nameSchema.nullish(),
    purposeCode: z
      .string()
      .regex(/^[A-Z]{4}$/, 'Expected an ISO 20022 purpose code of four capital letters')
      .nullish(),
    ...proprietaryReferencesShape,
  })
  .superRefine(checkBookingDates);

export type CreateTransactionBody = z.output<typeof createTransactionSchema>;
