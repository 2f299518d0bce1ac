import { db } from '@/lib/db';
import type { Balance } from '@/lib/generated/prisma/client';
import type { CoreRefreshSource, RefreshableAccount } from '@/lib/core-connector/core-refresh-source';
import { refreshAccountFromCore, type RefreshOutcome } from '@/lib/core-connector/refresh-account-from-core';
import { coreAccountReaderOrNull } from '@/lib/core-connector/resolve-core-account-reader';

/**
 * Accounts one read refreshes at once. Each refresh makes one call at a time, so a list of many accounts keeps this many
 * in flight and stays inside the reader's bulkhead (D34) instead of being refused as busy past its queue.
 */
const refreshesAtOnce = 4;

/** The accounts the core does not know (shown as closed) and the balances of those it refreshed, read again. */
export type ShownAccountsRefresh = { unknownIds: Set<string>; balances: Map<string, Balance[]> };

export type RefreshShownAccountsInput = {
  /** The core to refresh from; undefined: the one configured (coreAccountReaderOrNull). */
  core?: CoreRefreshSource | null;
  now: Date;
  accounts: RefreshableAccount[];
};

/**
 * D34: refreshes from the core the accounts a read shows, together; without a core (the sandbox, no connector) nothing.
 * Rejects with CoreUnavailableError when the core cannot answer for one of them.
 */
export async function refreshShownAccounts(input: RefreshShownAccountsInput): Promise<ShownAccountsRefresh> {
  const refresh: ShownAccountsRefresh = { unknownIds: new Set(), balances: new Map() };
  const core = input.core === undefined ? coreAccountReaderOrNull() : input.core;
  if (!core || input.accounts.length === 0) return refresh;
  const outcomes: RefreshOutcome[] = [];
  let next = 0;
  let hasFailed = false;
  const refreshInTurn = async () => {
    while (next < input.accounts.length && !hasFailed) {
      const index = next++;
      const account = input.accounts[index] as RefreshableAccount;
      outcomes[index] = await refreshAccountFromCore({ source: core, account, now: input.now }).catch((error) => {
        hasFailed = true;
        throw error;
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(refreshesAtOnce, input.accounts.length) }, refreshInTurn));
  const idsWith = (outcome: string) =>
    input.accounts.filter((_, index) => outcomes[index] === outcome).map(({ id }) => id);
  refresh.unknownIds = new Set(idsWith('unknown'));
  const refreshedIds = idsWith('refreshed');
  if (refreshedIds.length === 0) return refresh;
  const balances = await db.balance.findMany({
    where: { OR: [{ accountId: { in: refreshedIds } }, { cardAccountId: { in: refreshedIds } }] },
    orderBy: { id: 'asc' },
  });
  for (const id of refreshedIds) refresh.balances.set(id, []);
  for (const balance of balances)
    refresh.balances.get((balance.accountId ?? balance.cardAccountId) as string)?.push(balance);
  return refresh;
}
