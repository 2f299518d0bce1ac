import type { AccountReadInput } from '@/lib/accounts/account-read-input';
import { enforceAccessLimits } from '@/lib/accounts/enforce-access-limits';
import type { ShownAccountsRefresh } from '@/lib/accounts/refresh-shown-accounts';
import type { RefreshableAccount } from '@/lib/core-connector/core-refresh-source';

/**
 * Spec "Limits": balances shown with accounts or card accounts count as a balances read of each, all counted together
 * or the call refused whole, after their refresh from the core (D34). Call it last, once nothing else can refuse it.
 */
export async function enforceBalanceReadLimits(
  input: AccountReadInput,
  shown: RefreshableAccount[],
): Promise<ShownAccountsRefresh> {
  const { refresh } = await enforceAccessLimits({
    ...input,
    shown,
    reads: shown.map((account) => ({ accountId: account.id, service: 'balances' })),
  });
  return refresh;
}
