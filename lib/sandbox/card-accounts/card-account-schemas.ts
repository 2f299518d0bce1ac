import { z } from 'zod';
import { balancesSchema, cardAccountBalanceTypes } from '@/lib/sandbox/balances/balance-schemas';
import {
  accountStatusSchema,
  currencySchema,
  customerNumberSchema,
  int32AmountSchema,
  nameSchema,
  textSchema,
} from '@/lib/sandbox/shared/field-schemas';

/**
 * PCI DSS: at most the first six and last four digits of a PAN may be shown; a full PAN is refused, never stored.
 * 13 to 19 characters: six digits, at least three masking characters, four digits.
 */
export const maskedPanSchema = z
  .string()
  .regex(
    /^(?=.{13,19}$)\d{6}[*Xx]{3,9}\d{4}$/,
    'Expected a masked PAN such as 492500******1234 (first six and last four digits)',
  )
  .meta({ example: '492500******1234' });

/** Spec "Sandbox card account (request)", POST /v1/sandbox/card-accounts. Amounts are minor units (D7). */
export const createCardAccountSchema = z
  .strictObject({
    customerNumber: customerNumberSchema,
    maskedPan: maskedPanSchema,
    currency: currencySchema,
    creditLimit: z.strictObject({ currency: currencySchema, amount: int32AmountSchema.min(0) }).nullish(),
    balances: balancesSchema(cardAccountBalanceTypes, { min: 0 }).nullish(),
    cardId: textSchema(35).nullish(),
    cardIdVNo: textSchema(35).nullish(),
    accountNumber: z
      .string()
      .regex(/^[A-Za-z0-9]{1,34}$/, 'Expected 1 to 34 letters and digits')
      .nullish(),
    expiry: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Expected the expiry month as YYYY-MM')
      .nullish(),
    name: nameSchema.nullish(),
    product: textSchema(35).nullish(),
    status: accountStatusSchema.nullish(),
  })
  .superRefine((card, context) => {
    if (card.creditLimit && card.creditLimit.currency !== card.currency) {
      context.addIssue({
        code: 'custom',
        message: `Expected the card account's currency ${card.currency}`,
        path: ['creditLimit', 'currency'],
      });
    }
    card.balances?.forEach((balance, index) => {
      if (balance.balanceAmount.currency !== card.currency) {
        context.addIssue({
          code: 'custom',
          message: `Expected the card account's currency ${card.currency}`,
          path: ['balances', index, 'balanceAmount', 'currency'],
        });
      }
    });
  });

export type CreateCardAccountBody = z.output<typeof createCardAccountSchema>;
