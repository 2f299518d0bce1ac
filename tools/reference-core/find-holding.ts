import type { CoreAccountKey } from '@/lib/core-connector/core-accounts';
import type { CoreHolding, ReferenceCoreData } from './reference-core-data';

/** The account or card account a key names, or undefined when the reference core does not hold it. */
export function findHolding(data: ReferenceCoreData, key: CoreAccountKey): CoreHolding | undefined {
  return 'iban' in key ? data.accounts.get(key.iban) : data.cardAccounts.get(key.cardAccountNumber);
}
