import { z } from 'zod';
import { proprietaryReferencesShape } from '@/lib/sandbox/shared/proprietary-references';
import { engagementRoles } from '@/lib/sandbox/agreements/agreement-schemas';
import { accountBalanceTypes, cardAccountBalanceTypes } from '@/lib/sandbox/balances/balance-schemas';
import { bbanFromNorwegianIban } from '@/lib/validation/norwegian-bban';
import {
  accountStatusSchema,
  bbanSchema,
  currencySchema,
  customerNumberSchema,
  daySchema,
  ibanSchema,
  nameSchema,
  textSchema,
} from '@/lib/sandbox/shared/field-schemas';

// D32: the bank's export, one JSON document per batch (docs/bank-data-import.md). Every row names its neighbours by the
// bank's natural keys (customer number, agreement number, IBAN, card account number), never by this service's ids.
// Amounts are decimal strings in the account's currency (D7), as the Berlin Group writes them ("-125.50").

const decimalAmountSchema = z.string().regex(/^-?\d{1,16}(\.\d{1,4})?$/, 'Expected a decimal amount such as "-125.50"');
const limitSchema = z
  .string()
  .regex(/^\d{1,16}(\.\d{1,4})?$/, 'Expected a non-negative decimal amount such as "5000.00"');
// A natural key is taken as written: one with blanks around it is refused, never trimmed into another row's key.
const referenceSchema = z
  .string()
  .min(1)
  .max(35)
  .regex(/^[A-Za-z0-9._:/-]+$/, 'Expected letters, digits and . _ : / -');

/** An account is named by IBAN, a card account by the bank's card account number; exactly one of them. */
const accountKeySchema = z.object({ iban: ibanSchema.optional(), cardAccountNumber: referenceSchema.optional() });
const oneAccountKey = (row: z.infer<typeof accountKeySchema>) =>
  (row.iban === undefined) !== (row.cardAccountNumber === undefined);
const oneAccountKeyMessage = { message: 'Give exactly one of iban and cardAccountNumber', path: ['iban'] };

export const exportCustomerSchema = z.discriminatedUnion('customerType', [
  z.strictObject({
    customerType: z.literal('PRIVATE'),
    customerNumber: customerNumberSchema,
    customerName: textSchema(140),
  }),
  // A company's organisation number (9 digits) or, as in the sandbox (D10), an 11-digit number.
  z.strictObject({
    customerType: z.literal('CORPORATE'),
    customerNumber: z.string().regex(/^(\d{9}|\d{11})$/, 'Expected 9 or 11 digits'),
    customerName: textSchema(140),
  }),
]);

export const exportAgreementSchema = z.strictObject({
  agreementNumber: referenceSchema,
  ownerCustomerNumber: z.string(),
  name: nameSchema.optional(),
});

export const exportAccountSchema = z
  .strictObject({
    iban: ibanSchema,
    bban: bbanSchema.optional(),
    bic: z
      .string()
      .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'Expected a BIC')
      .optional(),
    currency: currencySchema,
    ownerCustomerNumber: z.string(),
    name: nameSchema.optional(),
    product: textSchema(35).optional(),
    cashAccountType: z
      .string()
      .regex(/^[A-Z]{4}$/, 'Expected an ISO 20022 cash account type such as CACC')
      .optional(),
    status: accountStatusSchema.default('enabled'),
  })
  .refine((row) => row.bban === undefined || row.bban === bbanFromNorwegianIban(row.iban), {
    // D9: a payment may name its account by BBAN, which is read as the NO IBAN that holds it, and the account's details
    // show both: another BBAN would show the TPP and the PSU an account number that is not this account's.
    message: 'Expected the BBAN inside the NO IBAN (leave bban out to take it from the IBAN; a foreign IBAN has none)',
    path: ['bban'],
  });

export const exportCardAccountSchema = z.strictObject({
  cardAccountNumber: referenceSchema,
  maskedPan: z.string().regex(/^\d{6}\*{2,9}\d{4}$/, 'Expected a masked PAN such as 123456******1234'),
  currency: currencySchema,
  ownerCustomerNumber: z.string(),
  creditLimit: limitSchema.optional(),
  name: nameSchema.optional(),
  product: textSchema(35).optional(),
  status: accountStatusSchema.default('enabled'),
});

export const engagementRoleSchema = z.enum(engagementRoles);

export const exportEngagementSchema = accountKeySchema
  .extend({
    agreementNumber: referenceSchema,
    customerNumber: z.string(),
    roles: z.array(engagementRoleSchema).min(1).max(engagementRoles.length),
    registerLimit: limitSchema.optional(),
    approvalLimit: limitSchema.optional(),
  })
  .strict()
  .refine(oneAccountKey, oneAccountKeyMessage);

// Spec "Balance entry": the API answers closingBooked and expected, and interimBooked for card accounts only; a type
// it would not answer is refused here rather than stored and then served off the documented contract.
export const exportBalanceSchema = accountKeySchema
  .extend({
    balanceType: z.enum(cardAccountBalanceTypes),
    amount: decimalAmountSchema,
    referenceDate: daySchema.optional(),
  })
  .strict()
  .refine(oneAccountKey, oneAccountKeyMessage)
  .refine((row) => row.iban === undefined || (accountBalanceTypes as readonly string[]).includes(row.balanceType), {
    message: `An account's balanceType is one of ${accountBalanceTypes.join(', ')}; interimBooked is for card accounts only`,
    path: ['balanceType'],
  });

const partyName = nameSchema.optional();

export const exportTransactionSchema = accountKeySchema
  .extend({
    /** The bank's unique reference of the entry on its account: the natural key of a transaction. */
    entryReference: referenceSchema,
    bookingStatus: z.enum(['booked', 'pending']),
    bookingDate: daySchema.optional(),
    valueDate: daySchema.optional(),
    transactionDate: daySchema.optional(),
    amount: decimalAmountSchema,
    endToEndId: referenceSchema.optional(),
    creditorName: partyName,
    creditorIban: ibanSchema.optional(),
    debtorName: partyName,
    debtorIban: ibanSchema.optional(),
    remittanceInformationUnstructured: textSchema(140).optional(),
    bankTransactionCode: textSchema(14).optional(),
    cardAcceptorName: textSchema(70).optional(),
    cardAcceptorCity: textSchema(35).optional(),
    merchantCategoryCode: z
      .string()
      .regex(/^\d{4}$/, 'Expected 4 digits')
      .optional(),
    ...proprietaryReferencesShape,
  })
  .strict()
  .refine(oneAccountKey, oneAccountKeyMessage)
  .refine((row) => row.bookingStatus === 'pending' || row.bookingDate !== undefined, {
    message: 'A booked transaction needs a bookingDate',
    path: ['bookingDate'],
  });

export const bankDataExportSchema = z.strictObject({
  customers: z.array(z.unknown()).default([]),
  agreements: z.array(z.unknown()).default([]),
  accounts: z.array(z.unknown()).default([]),
  cardAccounts: z.array(z.unknown()).default([]),
  engagements: z.array(z.unknown()).default([]),
  balances: z.array(z.unknown()).default([]),
  transactions: z.array(z.unknown()).default([]),
});

export type ExportCustomer = z.infer<typeof exportCustomerSchema>;
export type ExportAgreement = z.infer<typeof exportAgreementSchema>;
export type ExportAccount = z.infer<typeof exportAccountSchema>;
export type ExportCardAccount = z.infer<typeof exportCardAccountSchema>;
export type ExportEngagement = z.infer<typeof exportEngagementSchema>;
export type ExportBalance = z.infer<typeof exportBalanceSchema>;
export type ExportTransaction = z.infer<typeof exportTransactionSchema>;
