import { db } from '@/lib/db';
import type { Balance } from '@/lib/generated/prisma/client';
import type { CorePart, CoreRefreshSource, RefreshableAccount } from '@/lib/core-connector/core-refresh-source';
import {
  refreshAccountFromCore,
  type RefreshAccountFromCoreInput,
  type RefreshOutcome,
} from '@/lib/core-connector/refresh-account-from-core';
import { coreAccountReaderOrNull } from '@/lib/core-connector/resolve-core-account-reader';

/**
 * Accounts one read refreshes at once, each with at most three calls in flight (balances, pending and booked entries),
 * so a list of many accounts stays inside the reader's bulkhead (D34) instead of being refused as busy past its queue.
 */
const refreshesAtOnce = 4;

type PartOutcomes = Partial<Record<CorePart, RefreshOutcome>>;

/** The accounts the core does not know (shown as closed) and the balances a refresh wrote, read again. */
export type ShownAccountsRefresh = { unknownIds: Set<string>; balances: Map<string, Balance[]> };

export type RefreshShownAccountsInput = {
  /** The core to refresh from; undefined: the one configured (coreAccountReaderOrNull). */
  core?: CoreRefreshSource | null;
  now: Date;
  accounts: RefreshableAccount[];
  /** What the read shows of them: only these parts are asked for. */
  parts: CorePart[];
};

/**
 * D34: refreshes from the core the accounts a read shows, together; without a core (the sandbox, no connector) nothing.
 * Rejects with CoreUnavailableError when the core cannot answer for one of them.
 */
export async function refreshShownAccounts(input: RefreshShownAccountsInput): Promise<ShownAccountsRefresh> {
  const refresh: ShownAccountsRefresh = { unknownIds: new Set(), balances: new Map() };
  const core = input.core === undefined ? coreAccountReaderOrNull() : input.core;
  if (!core || input.accounts.length === 0) return refresh;
  const outcomes: PartOutcomes[] = [];
  let next = 0;
  let hasFailed = false;
  const refreshInTurn = async () => {
    while (next < input.accounts.length && !hasFailed) {
      const index = next++;
      const account = input.accounts[index] as RefreshableAccount;
      outcomes[index] = await refreshParts({ source: core, account, now: input.now }, input.parts).catch((error) => {
        hasFailed = true;
        throw error;
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(refreshesAtOnce, input.accounts.length) }, refreshInTurn));
  const idsWhere = (isMet: (outcome: PartOutcomes) => boolean) =>
    input.accounts.filter((_, index) => isMet(outcomes[index] ?? {})).map(({ id }) => id);
  refresh.unknownIds = new Set(idsWhere((outcome) => Object.values(outcome).includes('unknown')));
  const refreshedIds = idsWhere((outcome) => outcome.balances === 'refreshed');
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

/** The parts of one account, refreshed at once: their calls to the core go out together. */
async function refreshParts(
  input: Omit<RefreshAccountFromCoreInput, 'part'>,
  parts: CorePart[],
): Promise<PartOutcomes> {
  const outcomes = await Promise.all(parts.map((part) => refreshAccountFromCore({ ...input, part })));
  return Object.fromEntries(parts.map((part, index) => [part, outcomes[index]]));
}
