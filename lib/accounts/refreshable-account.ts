import type { Account } from '@/lib/generated/prisma/client';
import type { RefreshableAccount } from '@/lib/core-connector/core-refresh-source';

/** An account as a refresh from the core names it (D34). */
export function refreshableAccount(
  account: Pick<Account, 'id' | 'iban' | 'currency' | 'coreRefreshedAt' | 'coreDigest'>,
): RefreshableAccount {
  const { id, iban, currency, coreRefreshedAt, coreDigest } = account;
  return { kind: 'account', id, iban, currency, coreRefreshedAt, coreDigest };
}
