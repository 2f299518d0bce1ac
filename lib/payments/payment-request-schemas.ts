import { z } from 'zod';
import { AmountError } from '@/lib/money/amount-error';
import { parseAmount } from '@/lib/money/amount';
import { countryCodeList, isCountryCode } from '@/lib/sandbox/shared/country-codes';
import { bbanSchema, currencySchema, ibanSchema } from '@/lib/sandbox/shared/field-schemas';
import { structuredRemittanceSchema } from '@/lib/sandbox/transactions/transaction-schemas';
import { isoDateSchema } from '@/lib/validation/iso-date';

// Berlin Group 1.3.11 request bodies (paymentInitiation_json, periodicPaymentInitiation_json,
// bulkPaymentInitiation_json) as this bank takes them (D22). Unknown fields are refused (parseInput); characters are
// checked by withXs2a (D12); rules that need the clock or the product are in checkPaymentRules.

/** Berlin Group Max<n>Text: 1 to `max` characters. */
// A name, town or reference of blanks alone names nothing: refused like an empty one.
const text = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .refine((value) => value.trim() !== '', 'must not be blank');

/** D9: an account by `iban` or Norwegian `bban`, exactly one of them; `currency` as Berlin Group accountReference. */
export const paymentAccountSchema = z
  .strictObject({ iban: ibanSchema.optional(), bban: bbanSchema.optional(), currency: currencySchema.optional() })
  .superRefine((account, context) => {
    if (!account.iban && !account.bban)
      context.addIssue({ code: 'custom', message: 'give iban or bban', path: ['iban'] });
    if (account.iban && account.bban)
      context.addIssue({ code: 'custom', message: 'give iban or bban, not both', path: ['bban'] });
  });

/** What parseAmount takes, for the document: a plain decimal more than zero, as a string or a number (D7). */
const amountSchema = z.union([
  z.string().meta({ pattern: '^(\\d*[1-9]\\d*(\\.\\d+)?|\\d+\\.\\d*[1-9]\\d*)$' }),
  z.number().meta({ minimum: 0, exclusiveMinimum: true }),
]);

/** Berlin Group amount: the value as a string or a number (D7), more than zero, at most the currency's decimals. */
export const instructedAmountSchema = z
  .strictObject({ currency: currencySchema, amount: amountSchema })
  .transform((value, context) => {
    try {
      const minor = parseAmount(value.amount, value.currency, { path: 'amount' });
      if (minor > 0n) return { currency: value.currency, minor };
      context.addIssue({ code: 'custom', message: 'must be more than 0', path: ['amount'] });
    } catch (error) {
      if (!(error instanceof AmountError)) throw error;
      context.addIssue({ code: 'custom', message: error.message.replace(/^amount /, ''), path: ['amount'] });
    }
    return z.NEVER;
  });

/**
 * Berlin Group address. `city` is taken by the shape: the dated change that replaced it by `townName` refuses it
 * with the fix named (checkBankChanges, D11).
 */
export const creditorAddressSchema = z.strictObject({
  streetName: text(70).optional(),
  buildingNumber: text(16).optional(),
  townName: text(35).optional(),
  city: text(35).optional(),
  postCode: text(16).optional(),
  country: z
    .string()
    .refine(isCountryCode, 'Expected an ISO 3166-1 alpha-2 country code')
    .meta({ enum: countryCodeList }),
});

/** Berlin Group bicfi. */
const bicSchema = z
  .string()
  .regex(/^[A-Z]{6}[A-Z2-9][A-NP-Z0-9]([A-Z0-9]{3})?$/, 'Expected a BIC (8 or 11 characters)');

/** D22: the ISO 20022 service levels of a cross-border transfer: normal (the default) and urgent. */
export const offeredServiceLevels = ['NURG', 'URGP'] as const;

/** One credit transfer: the fields a bulk entry and a single payment share. */
const creditTransferFields = {
  endToEndIdentification: text(35).optional(),
  instructedAmount: instructedAmountSchema,
  creditorAccount: paymentAccountSchema,
  creditorAgent: bicSchema.optional(),
  creditorAgentName: text(140).optional(),
  creditorName: text(70),
  creditorAddress: creditorAddressSchema.optional(),
  ultimateCreditor: text(70).optional(),
  remittanceInformationUnstructured: text(140).optional(),
  // Spec fact 4: structured references (a Norwegian KID, an RF creditor reference) come as
  // remittanceInformationStructuredArray; the single remittanceInformationStructured it replaces is still taken.
  remittanceInformationStructuredArray: z.array(structuredRemittanceSchema).min(1).max(10).optional(),
  remittanceInformationStructured: structuredRemittanceSchema.optional().meta({ deprecated: true }),
  purposeCode: z
    .string()
    .regex(/^[A-Z]{4}$/, 'Expected an ISO 20022 purpose code of 4 letters')
    .optional(),
  // D22: Berlin Group serviceLevel (ISO 20022 ExternalServiceLevel1Code), taken on cross-border-credit-transfers only
  // (checkPaymentRules), with the two levels the bank offers there.
  serviceLevel: z
    .enum(offeredServiceLevels, {
      error: 'Expected NURG (normal) or URGP (urgent), the service levels the bank offers',
    })
    .optional()
    .meta({
      description:
        'ISO 20022 service level, cross-border-credit-transfers only (400 FORMAT_ERROR on other products): NURG normal, the default; URGP urgent.',
    }),
  // D22: ISO 20022 RegulatoryReporting Details of a SEPA payment to an account outside Norway (checkPaymentRules):
  // the code (Max10Text, letters and digits) and its text (Max35Text), the text only with a code.
  regulatoryReportingCode: z
    .string()
    .regex(/^[A-Za-z0-9]{1,10}$/, 'Expected a regulatory reporting code of 1 to 10 letters or digits')
    .optional()
    .meta({
      description:
        'ISO 20022 regulatory reporting code, for SEPA products to a creditor account outside Norway only (400 FORMAT_ERROR on other payments).',
    }),
  regulatoryReportingInformation: text(35)
    .optional()
    .meta({ description: 'ISO 20022 regulatory reporting text explaining regulatoryReportingCode, which it needs.' }),
};

/** D22: debtorAccount may be left out; the PSU then chooses it at SCA. */
const debtorFields = { debtorAccount: paymentAccountSchema.optional() };

export const singlePaymentSchema = z.strictObject({
  ...creditTransferFields,
  ...debtorFields,
  requestedExecutionDate: isoDateSchema.optional(),
});

const frequencySchema = z.enum([
  'Daily',
  'Weekly',
  'EveryTwoWeeks',
  'Monthly',
  'EveryTwoMonths',
  'Quarterly',
  'SemiAnnual',
  'Annual',
  'MonthlyVariable',
]);
/** The frequencies counted in days: their dates follow from startDate alone, so a day of the month has no place. */
const dayBasedFrequencies: readonly string[] = ['Daily', 'Weekly', 'EveryTwoWeeks'];
const dayOfExecutionSchema = z.enum(
  Array.from({ length: 31 }, (_, index) => String(index + 1)) as [string, ...string[]],
);
const monthSchema = z.enum(Array.from({ length: 12 }, (_, index) => String(index + 1)) as [string, ...string[]]);

/**
 * Berlin Group monthsOfExecution: at most 11 distinct months, present if and only if the frequency is MonthlyVariable.
 * dayOfExecution is a day of the month ("31" is ultimo), so D22 refuses it with a day-based frequency rather than
 * ignore it: a TPP that meant a weekday would otherwise get its payments on startDate's weekday without a word.
 */
export const periodicPaymentSchema = z
  .strictObject({
    ...creditTransferFields,
    ...debtorFields,
    startDate: isoDateSchema,
    endDate: isoDateSchema.optional(),
    executionRule: z.enum(['following', 'preceding']).optional(),
    frequency: frequencySchema,
    dayOfExecution: dayOfExecutionSchema.optional(),
    monthsOfExecution: z.array(monthSchema).min(1).max(11).optional(),
  })
  .superRefine((payment, context) => {
    // Zod runs this even when a field was refused (its issue is reported already): judge only a parsed month list.
    const months = Array.isArray(payment.monthsOfExecution) ? payment.monthsOfExecution : undefined;
    if (payment.frequency === 'MonthlyVariable' && !months) {
      context.addIssue({
        code: 'custom',
        message: 'is required when frequency is MonthlyVariable',
        path: ['monthsOfExecution'],
      });
    }
    if (payment.frequency !== 'MonthlyVariable' && months) {
      context.addIssue({
        code: 'custom',
        message: 'is allowed only when frequency is MonthlyVariable',
        path: ['monthsOfExecution'],
      });
    }
    if (payment.dayOfExecution !== undefined && dayBasedFrequencies.includes(payment.frequency)) {
      context.addIssue({
        code: 'custom',
        message: `is a day of the month, allowed only with a month-based frequency; a ${payment.frequency} payment runs on the days counted from startDate`,
        path: ['dayOfExecution'],
      });
    }
    const duplicate = months?.findIndex((month, index) => months.indexOf(month) !== index) ?? -1;
    if (duplicate >= 0)
      context.addIssue({
        code: 'custom',
        message: `month ${months?.[duplicate]} is given twice`,
        path: ['monthsOfExecution', duplicate],
      });
    if (payment.endDate && payment.endDate <= payment.startDate) {
      context.addIssue({ code: 'custom', message: 'must be after startDate', path: ['endDate'] });
    }
  });

/** D22: a bulk holds 1 to 1000 payments in one currency, so its total is one amount. */
export const maxBulkPayments = 1000;

/** The stored total is a signed 64-bit column: like one amount (parseAmount), it has at most 18 digits in minor units. */
const maxTotalMinor = 10n ** 18n - 1n;

export const bulkPaymentSchema = z
  .strictObject({
    batchBookingPreferred: z.boolean().optional(),
    ...debtorFields,
    requestedExecutionDate: isoDateSchema.optional(),
    payments: z.array(z.strictObject(creditTransferFields)).min(1).max(maxBulkPayments),
  })
  .superRefine((bulk, context) => {
    // Zod runs this even when an entry's amount was refused (its issue is reported already): judge only parsed amounts.
    if (!bulk.payments.every((payment) => typeof payment.instructedAmount?.minor === 'bigint')) return;
    const currency = bulk.payments[0]?.instructedAmount.currency;
    const other = bulk.payments.findIndex((payment) => payment.instructedAmount.currency !== currency);
    if (other >= 0) {
      context.addIssue({
        code: 'custom',
        message: `must be ${currency}, as in payments[0]: a bulk is in one currency`,
        path: ['payments', other, 'instructedAmount', 'currency'],
      });
    }
    const total = bulk.payments.reduce((sum, payment) => sum + payment.instructedAmount.minor, 0n);
    if (total > maxTotalMinor)
      context.addIssue({
        code: 'custom',
        message: 'the amounts add up to more than 18 digits in minor units',
        path: ['payments'],
      });
  });

export type CreditTransfer = z.output<z.ZodObject<typeof creditTransferFields>>;
export type SinglePaymentRequest = z.output<typeof singlePaymentSchema>;
export type PeriodicPaymentRequest = z.output<typeof periodicPaymentSchema>;
export type BulkPaymentRequest = z.output<typeof bulkPaymentSchema>;
