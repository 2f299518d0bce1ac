import type { CardAccount } from '@/lib/generated/prisma/client';
import type { RefreshableAccount } from '@/lib/core-connector/core-refresh-source';

/** A card account as a refresh from the core names it: by the bank's card account number (D34). */
export function refreshableCardAccount(
  cardAccount: Pick<CardAccount, 'id' | 'accountNumber' | 'currency' | 'coreRefreshedAt' | 'coreDigest'>,
): RefreshableAccount {
  const { id, accountNumber, currency, coreRefreshedAt, coreDigest } = cardAccount;
  return { kind: 'cardAccount', id, cardAccountNumber: accountNumber, currency, coreRefreshedAt, coreDigest };
}
