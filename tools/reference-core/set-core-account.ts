import { exportAccountSchema, exportCardAccountSchema } from '@/lib/bank-data-import/bank-data-export-schema';
import type { CoreAccount, CoreCardAccount } from '@/lib/core-connector/core-accounts';
import { checkedRow } from './checked-row';
import { CoreRefusal } from './core-refusal';
import { holdingOf, type CoreHolding, type ReferenceCoreData } from './reference-core-data';

/**
 * Adds an account or card account to the reference core, or changes one (its status, name or owner), from an export
 * row with `ownerCustomerNumber`; its balances and transactions stay. As in the import, its currency cannot change.
 */
export function setCoreAccount(data: ReferenceCoreData, row: unknown): CoreAccount | CoreCardAccount {
  const isAccount = typeof row === 'object' && row !== null && 'iban' in row;
  const { ownerCustomerNumber, ...account } = isAccount
    ? checkedRow(exportAccountSchema, row)
    : checkedRow(exportCardAccountSchema, row);
  if (!data.customerNumbers.has(ownerCustomerNumber))
    throw new CoreRefusal(400, 'INVALID_REQUEST', 'ownerCustomerNumber: no such customer in the core');
  const holdings: Map<string, CoreHolding> = 'iban' in account ? data.accounts : data.cardAccounts;
  const key = 'iban' in account ? account.iban : account.cardAccountNumber;
  const known = holdings.get(key);
  if (known && known.currency !== account.currency)
    throw new CoreRefusal(400, 'INVALID_REQUEST', `currency: the account is held in ${known.currency}`);
  if (known) Object.assign(known, { row: account, owner: ownerCustomerNumber });
  else holdings.set(key, holdingOf(ownerCustomerNumber, account));
  return account;
}
