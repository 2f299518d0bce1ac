import type { Balance } from '@/lib/generated/prisma/client';
import type { AccountReadInput } from '@/lib/accounts/account-read-input';
import { enforceBalanceReadLimits } from '@/lib/accounts/enforce-balance-read-limits';
import type { RefreshableAccount } from '@/lib/core-connector/core-refresh-source';

export type WithRefreshedBalancesInput<Row> = AccountReadInput & {
  rows: Row[];
  /** Whether the call shows their balances: only then are they refreshed and counted. */
  withBalance: boolean;
  refreshable: (row: Row) => RefreshableAccount;
};

/**
 * Accounts or card accounts shown with their balances: refreshed from the core (D34) and counted as balances reads
 * (spec "Limits"); the ones the core no longer knows are left out like closed ones. An empty list reads no balance.
 */
export async function withRefreshedBalances<Row extends { id: string; balances: Balance[] }>(
  input: WithRefreshedBalancesInput<Row>,
): Promise<Row[]> {
  if (!input.withBalance || input.rows.length === 0) return input.rows;
  const refresh = await enforceBalanceReadLimits(input, input.rows.map(input.refreshable));
  return input.rows
    .filter((row) => !refresh.unknownIds.has(row.id))
    .map((row) => ({ ...row, balances: refresh.balances.get(row.id) ?? row.balances }));
}
