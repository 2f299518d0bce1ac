import type { AccountReadInput } from '@/lib/accounts/account-read-input';
import { getConsentedAccountOrThrow } from '@/lib/accounts/get-consented-account-or-throw';
import { withRefreshedBalances } from '@/lib/accounts/with-refreshed-balances';
import { accountClosedError } from '@/lib/accounts/account-closed-error';
import { refreshableAccount } from '@/lib/accounts/refreshable-account';
import { accountReference } from '@/lib/accounts/present-account';
import { presentBalances, type BalanceView } from '@/lib/accounts/present-balance';

export type ReadAccountBalancesInput = AccountReadInput & { accountId: string };

/** GET /v1/accounts/{account-id}/balances: closingBooked and expected in the account's currency (spec, D7). */
export async function readAccountBalances(input: ReadAccountBalancesInput): Promise<{
  account: ReturnType<typeof accountReference>;
  balances: BalanceView[];
}> {
  const consented = await getConsentedAccountOrThrow(input.grant, input.accountId);
  const shown = { ...input, rows: [consented], withBalance: true, refreshable: refreshableAccount };
  const [account] = await withRefreshedBalances(shown);
  if (!account) throw accountClosedError('account');
  return { account: accountReference(account), balances: presentBalances(account.balances) };
}
