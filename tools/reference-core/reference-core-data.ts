import fs from 'node:fs';
import { validateBankDataExport } from '@/lib/bank-data-import/validate-bank-data-export';
import type { CoreAccount, CoreBalance, CoreCardAccount, CoreTransaction } from '@/lib/core-connector/core-accounts';
import { findHolding } from './find-holding';

/** One account or card account as the reference core holds it: its row, owner, balances and transactions. */
export type CoreHolding<Row = CoreAccount | CoreCardAccount> = {
  row: Row;
  owner: string;
  currency: string;
  balances: CoreBalance[];
  transactions: CoreTransaction[];
};

/** What the reference core knows, keyed by the bank's natural keys. */
export type ReferenceCoreData = {
  customerNumbers: Set<string>;
  accounts: Map<string, CoreHolding<CoreAccount>>;
  cardAccounts: Map<string, CoreHolding<CoreCardAccount>>;
};

/** A bank-data export (docs/bank-data-import.md): a file, or the parsed document. */
export type ReferenceCoreSource = { exportFile: string } | { data: unknown };

/** D34: the core's state from a bank-data export, checked as `npm run import` checks it; throws on a refused row. */
export function loadReferenceCoreData(source: ReferenceCoreSource): ReferenceCoreData {
  const raw: unknown = 'exportFile' in source ? JSON.parse(fs.readFileSync(source.exportFile, 'utf8')) : source.data;
  const checked = validateBankDataExport(raw);
  if (checked.kind === 'invalid')
    throw new Error(
      `The reference core's export is refused: ${checked.errors.map((error) => `${error.path}: ${error.message}`).join('; ')}`,
    );
  const { customers, accounts, cardAccounts, balances, transactions } = checked.data;
  const data: ReferenceCoreData = {
    customerNumbers: new Set(customers.map((customer) => customer.customerNumber)),
    accounts: new Map(),
    cardAccounts: new Map(),
  };
  for (const { ownerCustomerNumber, ...row } of accounts)
    data.accounts.set(row.iban, holdingOf(ownerCustomerNumber, row));
  for (const { ownerCustomerNumber, ...row } of cardAccounts)
    data.cardAccounts.set(row.cardAccountNumber, holdingOf(ownerCustomerNumber, row));
  for (const { iban, cardAccountNumber, ...balance } of balances)
    findHolding(data, iban ? { iban } : { cardAccountNumber: cardAccountNumber ?? '' })?.balances.push(balance);
  for (const { iban, cardAccountNumber, ...transaction } of transactions)
    findHolding(data, iban ? { iban } : { cardAccountNumber: cardAccountNumber ?? '' })?.transactions.push(transaction);
  return data;
}

/** A new account or card account with no balances or transactions yet. */
export function holdingOf<Row extends CoreAccount | CoreCardAccount>(owner: string, row: Row): CoreHolding<Row> {
  return { row, owner, currency: row.currency, balances: [], transactions: [] };
}
