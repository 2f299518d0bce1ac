import type { AccountReadInput } from '@/lib/accounts/account-read-input';
import { getConsentedAccountOrThrow } from '@/lib/accounts/get-consented-account-or-throw';
import { enforceBalanceReadLimits } from '@/lib/accounts/enforce-balance-read-limits';
import { accountReference } from '@/lib/accounts/present-account';
import { presentBalances, type BalanceView } from '@/lib/accounts/present-balance';

export type ReadAccountBalancesInput = AccountReadInput & { accountId: string };

/** GET /v1/accounts/{account-id}/balances: closingBooked and expected in the account's currency (spec, D7). */
export async function readAccountBalances(input: ReadAccountBalancesInput): Promise<{
  account: ReturnType<typeof accountReference>;
  balances: BalanceView[];
}> {
  const account = await getConsentedAccountOrThrow(input.grant, input.accountId);
  await enforceBalanceReadLimits(input, [account]);
  return { account: accountReference(account), balances: presentBalances(account.balances) };
}
