import { db } from '@/lib/db';
import type { Balance } from '@/lib/generated/prisma/client';
import type { CoreRefreshSource, RefreshableAccount } from '@/lib/core-connector/core-refresh-source';
import { refreshAccountFromCore } from '@/lib/core-connector/refresh-account-from-core';
import { coreAccountReaderOrNull } from '@/lib/core-connector/resolve-core-account-reader';

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
  const outcomes = await Promise.all(
    input.accounts.map((account) => refreshAccountFromCore({ source: core, account, now: input.now })),
  );
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
