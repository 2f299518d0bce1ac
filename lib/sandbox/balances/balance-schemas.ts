import { z } from 'zod';
import { currencySchema, int32AmountSchema } from '@/lib/sandbox/shared/field-schemas';

/** Spec "Balance entry": closingBooked and expected; card accounts also interimBooked (spec 2.16.0). */
export const accountBalanceTypes = ['closingBooked', 'expected'] as const;
export const cardAccountBalanceTypes = ['closingBooked', 'expected', 'interimBooked'] as const;

const balanceEntrySchema = <Types extends readonly [string, ...string[]]>(types: Types) =>
  z.strictObject({
    balanceAmount: z.strictObject({ currency: currencySchema, amount: int32AmountSchema }),
    balanceType: z.enum(types),
  });

/** An array of Balance entries, each balance type at most once. */
export const balancesSchema = <Types extends readonly [string, ...string[]]>(types: Types, options: { min: number }) =>
  z
    .array(balanceEntrySchema(types))
    .min(options.min)
    .max(types.length)
    .superRefine((balances, context) => {
      balances.forEach((balance, index) => {
        if (balances.findIndex((other) => other.balanceType === balance.balanceType) !== index) {
          context.addIssue({
            code: 'custom',
            message: `${balance.balanceType} is given twice`,
            path: [index, 'balanceType'],
          });
        }
      });
    });

/** PUT /v1/sandbox/accounts/{mockAccountId}/balances: the balances to update (spec), each type at most once. */
export const accountBalancesSchema = balancesSchema(accountBalanceTypes, { min: 1 });

/** PUT /v1/sandbox/card-accounts/{mockCardAccountId}/balances. */
export const cardAccountBalancesSchema = balancesSchema(cardAccountBalanceTypes, { min: 1 });

export type BalanceInput = {
  balanceAmount: { currency: string; amount: number };
  balanceType: (typeof cardAccountBalanceTypes)[number];
};
