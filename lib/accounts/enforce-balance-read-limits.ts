import type { AccountReadInput } from '@/lib/accounts/account-read-input';
import { enforceAccessLimits } from '@/lib/accounts/enforce-access-limits';

/**
 * Spec "Limits": balances shown with accounts or card accounts count as a balances read of each, all counted together
 * or the call refused whole. Call it last, once nothing else can refuse the request.
 */
export async function enforceBalanceReadLimits(input: AccountReadInput, shown: { id: string }[]): Promise<void> {
  await enforceAccessLimits({
    ...input,
    reads: shown.map((account) => ({ accountId: account.id, service: 'balances' })),
  });
}
