import { z } from 'zod';
import { countryCodeList, isCountryCode } from '@/lib/sandbox/shared/country-codes';
import {
  currencySchema,
  daySchema,
  int32AmountSchema,
  nameSchema,
  textSchema,
} from '@/lib/sandbox/shared/field-schemas';
import { checkBookingDates, transactionBaseShape } from './transaction-schemas';

/** POST /v1/sandbox/card-accounts/{mockCardAccountId}/transactions: a card purchase, refund or repayment (spec 1.23.2). */
export const createCardTransactionSchema = z
  .strictObject({
    ...transactionBaseShape,
    transactionDate: daySchema.nullish(),
    transactionDetails: textSchema(140).nullish(),
    cardAcceptorName: nameSchema.nullish(),
    cardAcceptorCity: textSchema(35).nullish(),
    cardAcceptorCountry: z
      .string()
      .refine(isCountryCode, 'Expected an ISO 3166-1 alpha-2 country code')
      .meta({ enum: countryCodeList })
      .nullish(),
    merchantCategoryCode: z
      .string()
      .regex(/^\d{4}$/, 'Expected a four-digit ISO 18245 merchant category code')
      .nullish(),
    originalAmount: z.strictObject({ currency: currencySchema, amount: int32AmountSchema }).nullish(),
    exchangeRate: z
      .string()
      .regex(/^\d{1,10}(\.\d{1,8})?$/, 'Expected a decimal number with at most 8 decimals')
      .refine((rate) => Number(rate) > 0, 'An exchange rate is greater than 0')
      .meta({ not: { pattern: '^0{1,10}(\\.0{1,8})?$' } })
      .nullish(),
  })
  .superRefine((transaction, context) => {
    checkBookingDates(transaction, context);
    const usedOn = transaction.bookingDate ?? transaction.valueDate;
    if (transaction.transactionDate && usedOn && transaction.transactionDate > usedOn) {
      context.addIssue({
        code: 'custom',
        message: 'The card was used before the transaction was booked: transactionDate must not be later',
        path: ['transactionDate'],
      });
    }
    if (transaction.exchangeRate && !transaction.originalAmount) {
      context.addIssue({
        code: 'custom',
        message: 'An exchange rate needs the originalAmount it converts',
        path: ['exchangeRate'],
      });
    }
  });

export type CreateCardTransactionBody = z.output<typeof createCardTransactionSchema>;
