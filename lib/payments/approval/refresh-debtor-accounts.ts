import { db } from '@/lib/db';
import { refreshShownAccounts } from '@/lib/accounts/refresh-shown-accounts';
import { refreshableAccount } from '@/lib/accounts/refreshable-account';
import { CoreUnavailableError } from '@/lib/core-connector/core-accounts';
import { coreStampSelection, type CoreRefreshSource } from '@/lib/core-connector/core-refresh-source';
import { coreAccountReaderOrNull } from '@/lib/core-connector/resolve-core-account-reader';

/** `unavailable`: the core could not answer, so no balance can be shown; else whether the tables changed. */
export type DebtorAccountsRefresh =
  { kind: 'unavailable' } | { kind: 'current'; isRefreshed: boolean; unknownIds: Set<string> };

export type RefreshDebtorAccountsInput = {
  accounts: { id: string }[];
  now: Date;
  /** The core to refresh from; undefined: the one configured (coreAccountReaderOrNull). */
  core?: CoreRefreshSource | null;
};

/** D34: the accounts an approval page offers with their balances, refreshed from the core before it shows them. */
export async function refreshDebtorAccounts(input: RefreshDebtorAccountsInput): Promise<DebtorAccountsRefresh> {
  const core = input.core === undefined ? coreAccountReaderOrNull() : input.core;
  if (!core || input.accounts.length === 0) return { kind: 'current', isRefreshed: false, unknownIds: new Set() };
  const rows = await db.account.findMany({
    where: { id: { in: input.accounts.map((account) => account.id) } },
    select: { id: true, iban: true, currency: true, ...coreStampSelection },
  });
  try {
    // The page shows each account's available balance, and no transactions.
    const accounts = rows.map(refreshableAccount);
    const refresh = await refreshShownAccounts({ core, now: input.now, accounts, parts: ['balances'] });
    return { kind: 'current', isRefreshed: refresh.balances.size > 0, unknownIds: refresh.unknownIds };
  } catch (error) {
    if (error instanceof CoreUnavailableError) return { kind: 'unavailable' };
    throw error;
  }
}
