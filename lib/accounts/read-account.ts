import type { AccountReadInput } from '@/lib/accounts/account-read-input';
import { getConsentedAccountOrThrow } from '@/lib/accounts/get-consented-account-or-throw';
import { presentAccount, type AccountView } from '@/lib/accounts/present-account';
import { withRefreshedBalances } from '@/lib/accounts/with-refreshed-balances';
import { accountClosedError } from '@/lib/accounts/account-closed-error';
import { refreshableAccount } from '@/lib/accounts/refreshable-account';

export type ReadAccountInput = AccountReadInput & { accountId: string; withBalance: boolean };

/** GET /v1/accounts/{account-id}: one consented account; with balances, it counts as a balances read (spec "Limits"). */
export async function readAccount(input: ReadAccountInput): Promise<{ account: AccountView }> {
  const consented = await getConsentedAccountOrThrow(input.grant, input.accountId);
  const [account] = await withRefreshedBalances({ ...input, rows: [consented], refreshable: refreshableAccount });
  if (!account) throw accountClosedError('account');
  return {
    account: presentAccount({
      account,
      ownerName: account.ownerName || undefined,
      isCorporate: input.grant.context === 'CORPORATE',
      withBalance: input.withBalance,
    }),
  };
}
