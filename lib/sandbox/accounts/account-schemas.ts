import { z } from 'zod';
import { accountBalanceTypes, balancesSchema } from '@/lib/sandbox/balances/balance-schemas';
import {
  accountStatusSchema,
  bbanSchema,
  currencySchema,
  customerNumberSchema,
  ibanSchema,
  nameSchema,
  textSchema,
} from '@/lib/sandbox/shared/field-schemas';

/** ISO 20022 ExternalCashAccountType1Code (D6: cash-account-type-iso). */
export const cashAccountTypes = [
  'CACC',
  'CARD',
  'CASH',
  'CHAR',
  'CISH',
  'COMM',
  'CPAC',
  'LLSV',
  'LOAN',
  'MGLD',
  'MOMA',
  'NFCA',
  'NREX',
  'ODFT',
  'ONDP',
  'OTHR',
  'SACC',
  'SLRY',
  'SVGS',
  'TAXE',
  'TRAN',
  'TRAS',
  'VACC',
] as const;

/**
 * POST /v1/sandbox/accounts (D16). `customerNumber` makes the owner. The account number is a Norwegian IBAN and/or
 * BBAN; with neither, the sandbox picks a free one. Balances are in the account's currency.
 */
export const createAccountSchema = z
  .strictObject({
    customerNumber: customerNumberSchema,
    iban: ibanSchema.nullish(),
    bban: bbanSchema.nullish(),
    currency: currencySchema,
    name: nameSchema.nullish(),
    product: textSchema(35).nullish(),
    cashAccountType: z.enum(cashAccountTypes).nullish(),
    status: accountStatusSchema.nullish(),
    balances: balancesSchema(accountBalanceTypes, { min: 0 }).nullish(),
  })
  .superRefine((account, context) => {
    if (account.iban && !account.iban.startsWith('NO'))
      context.addIssue({
        code: 'custom',
        message: 'Sandbox accounts are Norwegian: expected an IBAN starting with NO',
        path: ['iban'],
      });
    else if (account.iban && account.bban && account.iban.slice(4) !== account.bban)
      context.addIssue({ code: 'custom', message: 'iban and bban name different accounts', path: ['bban'] });
    account.balances?.forEach((balance, index) => {
      if (balance.balanceAmount.currency !== account.currency) {
        context.addIssue({
          code: 'custom',
          message: `Expected the account's currency ${account.currency}`,
          path: ['balances', index, 'balanceAmount', 'currency'],
        });
      }
    });
  });

export type CreateAccountBody = z.output<typeof createAccountSchema>;
