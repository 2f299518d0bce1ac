import { Prisma } from '@/lib/generated/prisma/client';
import { parseAmount } from '@/lib/money/amount';
import { storedProprietaryReferences } from '@/lib/sandbox/shared/proprietary-references';
import type { ExportTransaction } from './bank-data-export-schema';
import type { EntryTarget } from './entry-target';

/** The optional text fields of an exported transaction, stored as they are (null where the row has none). */
const transactionTextFields = [
  'endToEndId',
  'creditorName',
  'creditorIban',
  'debtorName',
  'debtorIban',
  'remittanceInformationUnstructured',
  'bankTransactionCode',
  'cardAcceptorName',
  'cardAcceptorCity',
  'merchantCategoryCode',
] as const;

const day = (value: string | undefined) => (value === undefined ? null : new Date(`${value}T00:00:00.000Z`));

/** D32, D34: an export or core transaction row as the Transaction columns of its account (amounts in its currency). */
export function transactionColumns(
  row: Omit<ExportTransaction, 'iban' | 'cardAccountNumber'>,
  target: EntryTarget,
): Record<string, unknown> {
  return {
    accountId: target.accountId,
    cardAccountId: target.cardAccountId,
    entryReference: row.entryReference,
    bookingStatus: row.bookingStatus,
    bookingDate: day(row.bookingDate),
    valueDate: day(row.valueDate),
    transactionDate: day(row.transactionDate),
    amount: parseAmount(row.amount, target.currency, { allowNegative: true }),
    currency: target.currency,
    ...Object.fromEntries(transactionTextFields.map((field) => [field, row[field] ?? null])),
    additionalInformationProprietary: storedProprietaryReferences(row) ?? Prisma.DbNull,
  };
}
