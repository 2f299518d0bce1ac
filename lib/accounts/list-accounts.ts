import type { AccountReadInput } from '@/lib/accounts/account-read-input';
import { readConsentedAccounts } from '@/lib/accounts/read-consented-accounts';
import { presentAccount, type AccountView } from '@/lib/accounts/present-account';
import { withRefreshedBalances } from '@/lib/accounts/with-refreshed-balances';
import { refreshableAccount } from '@/lib/accounts/refreshable-account';

export type ListAccountsInput = AccountReadInput & { withBalance: boolean };

/**
 * GET /v1/accounts: the consented accounts of the context, with balances on request (closed accounts left out).
 * Balances given this way are refreshed from the core (D34) and count like a balances read of each (spec "Limits").
 */
export async function listAccounts(input: ListAccountsInput): Promise<{ accounts: AccountView[] }> {
  const consented = (await readConsentedAccounts(input.grant, { withBalances: input.withBalance })).filter(
    (account) => account.status !== 'deleted',
  );
  const accounts = await withRefreshedBalances({ ...input, rows: consented, refreshable: refreshableAccount });
  return {
    accounts: accounts.map((account) =>
      presentAccount({
        account,
        ownerName: account.ownerName || undefined,
        isCorporate: input.grant.context === 'CORPORATE',
        withBalance: input.withBalance,
      }),
    ),
  };
}
