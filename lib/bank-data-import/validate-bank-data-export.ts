import type { z } from 'zod';
import { AmountError } from '@/lib/money/amount-error';
import { parseAmount } from '@/lib/money/amount';
import { findUnsupportedCharacter } from '@/lib/validation/character-set';
import type { CustomerType } from '@/lib/generated/prisma/enums';
import { toFieldPath } from '@/lib/validation/zod-issues';
import {
  bankDataExportSchema,
  exportAccountSchema,
  exportAgreementSchema,
  exportBalanceSchema,
  exportCardAccountSchema,
  exportCustomerSchema,
  exportEngagementSchema,
  exportTransactionSchema,
  type ExportAccount,
  type ExportAgreement,
  type ExportBalance,
  type ExportCardAccount,
  type ExportCustomer,
  type ExportEngagement,
  type ExportTransaction,
} from './bank-data-export-schema';

export type BankDataExport = {
  customers: ExportCustomer[];
  agreements: ExportAgreement[];
  accounts: ExportAccount[];
  cardAccounts: ExportCardAccount[];
  engagements: ExportEngagement[];
  balances: ExportBalance[];
  transactions: ExportTransaction[];
};

/** One refused row: `accounts[3].iban` and why. */
export type RowError = { path: string; message: string };

/**
 * Rows already in the database that the export may refer to without repeating them (an export split into batches), with
 * what an import may not change on them: a customer's type, an account's or card account's currency.
 */
export type KnownKeys = {
  customerTypes: ReadonlyMap<string, CustomerType>;
  agreementNumbers: ReadonlySet<string>;
  accountCurrencies: ReadonlyMap<string, string>;
  cardAccountCurrencies: ReadonlyMap<string, string>;
};

export const noKnownKeys: KnownKeys = {
  customerTypes: new Map(),
  agreementNumbers: new Set(),
  accountCurrencies: new Map(),
  cardAccountCurrencies: new Map(),
};

export type ValidatedExport = { kind: 'valid'; data: BankDataExport } | { kind: 'invalid'; errors: RowError[] };

/**
 * D32: checks every row of an export against its rules and the data already imported (`known`), reporting every
 * refused row before anything is written.
 */
export function validateBankDataExport(
  raw: unknown,
  known: KnownKeys = noKnownKeys,
  options: { isPrune?: boolean } = {},
): ValidatedExport {
  const errors: RowError[] = [];
  const top = bankDataExportSchema.safeParse(raw);
  if (!top.success)
    return {
      kind: 'invalid',
      errors: top.error.issues.map((issue) => ({
        path: toFieldPath(issue.path) || '(document)',
        message: issue.message,
      })),
    };
  // --prune deletes what the file lacks: a batch of a split export (customers alone) would delete every account and
  // consent. A full export names every part, an empty list where the bank has none.
  const missing = options.isPrune
    ? Object.keys(bankDataExportSchema.shape).filter((part) => !Object.hasOwn(raw as object, part))
    : [];
  if (missing.length > 0)
    return {
      kind: 'invalid',
      errors: missing.map((part) => ({
        path: part,
        message: `--prune takes the bank's full data, and the file has no ${part} part (give [] when there are none)`,
      })),
    };
  const rows = <T>(kind: keyof BankDataExport, schema: z.ZodType<T>): T[] =>
    top.data[kind].flatMap((row, index) => {
      const unsupported = findUnsupportedCharacter(row, `${kind}[${index}]`);
      if (unsupported) {
        errors.push({
          path: unsupported.path,
          message: `Character ${unsupported.codePoint} is outside the bank's character set (D12)`,
        });
        return [];
      }
      const parsed = schema.safeParse(row);
      if (parsed.success) return [parsed.data];
      // One message per field: a malformed IBAN fails its pattern and its checksum, and one line says enough.
      const byPath = new Map(
        parsed.error.issues
          .reverse()
          .map((issue) => [
            `${kind}[${index}]${issue.path.length ? `.${toFieldPath(issue.path)}` : ''}`,
            issue.message,
          ]),
      );
      errors.push(...[...byPath].reverse().map(([path, message]) => ({ path, message })));
      return [];
    });
  const data: BankDataExport = {
    customers: rows('customers', exportCustomerSchema),
    agreements: rows('agreements', exportAgreementSchema),
    accounts: rows('accounts', exportAccountSchema),
    cardAccounts: rows('cardAccounts', exportCardAccountSchema),
    engagements: rows('engagements', exportEngagementSchema),
    balances: rows('balances', exportBalanceSchema),
    transactions: rows('transactions', exportTransactionSchema),
  };
  if (errors.length > 0) return { kind: 'invalid', errors };
  errors.push(...referenceErrors(data, known));
  return errors.length > 0 ? { kind: 'invalid', errors } : { kind: 'valid', data };
}

function referenceErrors(data: BankDataExport, known: KnownKeys): RowError[] {
  const errors: RowError[] = [];
  const customers = unique(data.customers, 'customers', 'customerNumber', (row) => row.customerNumber, errors);
  const agreements = unique(data.agreements, 'agreements', 'agreementNumber', (row) => row.agreementNumber, errors);
  const accounts = unique(data.accounts, 'accounts', 'iban', (row) => row.iban, errors);
  const cards = unique(data.cardAccounts, 'cardAccounts', 'cardAccountNumber', (row) => row.cardAccountNumber, errors);
  unique(
    data.balances,
    'balances',
    'balanceType',
    (row) => `${row.iban ?? row.cardAccountNumber}|${row.balanceType}`,
    errors,
  );
  unique(
    data.transactions,
    'transactions',
    'entryReference',
    (row) => `${row.iban ?? row.cardAccountNumber}|${row.entryReference}`,
    errors,
  );
  unique(
    data.engagements,
    'engagements',
    'customerNumber',
    (row) => `${row.agreementNumber}|${row.customerNumber}|${row.iban ?? ''}|${row.cardAccountNumber ?? ''}`,
    errors,
  );

  const isCustomer = (number: string) => customers.has(number) || known.customerTypes.has(number);
  const currencyOf = (row: { iban?: string; cardAccountNumber?: string }) =>
    row.iban !== undefined
      ? (accounts.get(row.iban)?.currency ?? known.accountCurrencies.get(row.iban))
      : (cards.get(row.cardAccountNumber ?? '')?.currency ??
        known.cardAccountCurrencies.get(row.cardAccountNumber ?? ''));
  const needCustomer = (number: string, path: string) =>
    !isCustomer(number) && errors.push({ path, message: `No customer ${number} in the export or the database` });
  const needAccount = (row: { iban?: string; cardAccountNumber?: string }, path: string) => {
    const currency = currencyOf(row);
    if (!currency)
      errors.push({
        path: `${path}.${row.iban !== undefined ? 'iban' : 'cardAccountNumber'}`,
        message: 'No such account in the export or the database',
      });
    return currency;
  };
  const amountIn = (amount: string | undefined, currency: string | undefined, path: string) => {
    if (amount === undefined || currency === undefined) return;
    try {
      parseAmount(amount, currency, { allowNegative: true, path });
    } catch (error) {
      if (!(error instanceof AmountError)) throw error;
      errors.push({ path, message: error.message });
    }
  };

  // An account's balances, transactions and payments are amounts in its currency (D7): a new currency is a new account.
  const keepCurrency = (
    row: { currency: string },
    stored: { currency: string | undefined; record: string; amounts: string },
    path: string,
  ) => {
    if (stored.currency !== undefined && stored.currency !== row.currency)
      errors.push({
        path,
        message: `${stored.record} is held in ${stored.currency}: its currency cannot change under its ${stored.amounts}`,
      });
  };

  // A type change would leave a person's consents, pseudonyms and own agreement on a company, or a company's agreement
  // and the corporate consents given in it on a person: the rules that read them (who may sign in, whose agreement is
  // PRIVATE, which agreements a PSU acts for) would judge what was granted under the other type.
  data.customers.forEach((row, index) => {
    const stored = known.customerTypes.get(row.customerNumber);
    if (stored !== undefined && stored !== row.customerType)
      errors.push({
        path: `customers[${index}].customerType`,
        message: `Customer ${row.customerNumber} is ${stored}: its type cannot change under its agreements, consents and payments`,
      });
  });
  data.agreements.forEach((row, index) =>
    needCustomer(row.ownerCustomerNumber, `agreements[${index}].ownerCustomerNumber`),
  );
  data.accounts.forEach((row, index) => {
    needCustomer(row.ownerCustomerNumber, `accounts[${index}].ownerCustomerNumber`);
    keepCurrency(
      row,
      {
        currency: known.accountCurrencies.get(row.iban),
        record: `Account ${row.iban}`,
        amounts: 'balances, transactions and payments',
      },
      `accounts[${index}].currency`,
    );
  });
  data.cardAccounts.forEach((row, index) => {
    needCustomer(row.ownerCustomerNumber, `cardAccounts[${index}].ownerCustomerNumber`);
    keepCurrency(
      row,
      {
        currency: known.cardAccountCurrencies.get(row.cardAccountNumber),
        record: `Card account ${row.cardAccountNumber}`,
        amounts: 'balances and transactions',
      },
      `cardAccounts[${index}].currency`,
    );
    amountIn(row.creditLimit, row.currency, `cardAccounts[${index}].creditLimit`);
  });
  data.engagements.forEach((row, index) => {
    const path = `engagements[${index}]`;
    if (!agreements.has(row.agreementNumber) && !known.agreementNumbers.has(row.agreementNumber))
      errors.push({ path: `${path}.agreementNumber`, message: 'No such agreement in the export or the database' });
    needCustomer(row.customerNumber, `${path}.customerNumber`);
    const currency = needAccount(row, path);
    amountIn(row.registerLimit, currency, `${path}.registerLimit`);
    amountIn(row.approvalLimit, currency, `${path}.approvalLimit`);
  });
  data.balances.forEach((row, index) =>
    amountIn(row.amount, needAccount(row, `balances[${index}]`), `balances[${index}].amount`),
  );
  data.transactions.forEach((row, index) =>
    amountIn(row.amount, needAccount(row, `transactions[${index}]`), `transactions[${index}].amount`),
  );
  return errors;
}

function unique<T>(
  rows: T[],
  kind: string,
  field: string,
  key: (row: T) => string,
  errors: RowError[],
): Map<string, T> {
  const seen = new Map<string, T>();
  rows.forEach((row, index) => {
    if (seen.has(key(row))) errors.push({ path: `${kind}[${index}].${field}`, message: 'Appears twice in the export' });
    seen.set(key(row), row);
  });
  return seen;
}
