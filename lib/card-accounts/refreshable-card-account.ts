import type { CardAccount } from '@/lib/generated/prisma/client';
import { coreStamps, type CoreStampColumns, type RefreshableAccount } from '@/lib/core-connector/core-refresh-source';

/** A card account as a refresh from the core names it: by the bank's card account number (D34). */
export function refreshableCardAccount(
  cardAccount: Pick<CardAccount, 'id' | 'accountNumber' | 'currency'> & CoreStampColumns,
): RefreshableAccount {
  const { id, accountNumber, currency } = cardAccount;
  return { kind: 'cardAccount', id, cardAccountNumber: accountNumber, currency, stamps: coreStamps(cardAccount) };
}
