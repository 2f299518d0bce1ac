import type { AccountReadInput } from '@/lib/accounts/account-read-input';
import { getConsentedAccountOrThrow } from '@/lib/accounts/get-consented-account-or-throw';
import { presentAccount, type AccountView } from '@/lib/accounts/present-account';
import { enforceBalanceReadLimits } from '@/lib/accounts/enforce-balance-read-limits';

export type ReadAccountInput = AccountReadInput & { accountId: string; withBalance: boolean };

/** GET /v1/accounts/{account-id}: one consented account; with balances, it counts as a balances read (spec "Limits"). */
export async function readAccount(input: ReadAccountInput): Promise<{ account: AccountView }> {
  const account = await getConsentedAccountOrThrow(input.grant, input.accountId);
  if (input.withBalance) await enforceBalanceReadLimits(input, [account]);
  return {
    account: presentAccount({
      account,
      ownerName: account.ownerName || undefined,
      isCorporate: input.grant.context === 'CORPORATE',
      withBalance: input.withBalance,
    }),
  };
}
