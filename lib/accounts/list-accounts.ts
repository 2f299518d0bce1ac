import type { AccountReadInput } from '@/lib/accounts/account-read-input';
import { readConsentedAccounts } from '@/lib/accounts/read-consented-accounts';
import { presentAccount, type AccountView } from '@/lib/accounts/present-account';
import { enforceBalanceReadLimits } from '@/lib/accounts/enforce-balance-read-limits';

export type ListAccountsInput = AccountReadInput & { withBalance: boolean };

/**
 * GET /v1/accounts: the consented accounts of the context, with balances on request (closed accounts left out).
 * Balances given this way count like a balances read of each account (spec "Limits").
 */
export async function listAccounts(input: ListAccountsInput): Promise<{ accounts: AccountView[] }> {
  const accounts = (await readConsentedAccounts(input.grant, { withBalances: input.withBalance })).filter(
    (account) => account.status !== 'deleted',
  );
  // An empty list reads no balance.
  if (input.withBalance && accounts.length > 0) await enforceBalanceReadLimits(input, accounts);
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
