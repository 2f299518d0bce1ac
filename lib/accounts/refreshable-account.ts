import type { Account } from '@/lib/generated/prisma/client';
import { coreStamps, type CoreStampColumns, type RefreshableAccount } from '@/lib/core-connector/core-refresh-source';

/** An account as a refresh from the core names it (D34). */
export function refreshableAccount(
  account: Pick<Account, 'id' | 'iban' | 'currency'> & CoreStampColumns,
): RefreshableAccount {
  const { id, iban, currency } = account;
  return { kind: 'account', id, iban, currency, stamps: coreStamps(account) };
}
