import type { AccountConsent } from '@/lib/consents/require-account-consent';
import { readConsentedAccounts } from '@/lib/accounts/read-consented-accounts';
import { presentAccount, type AccountView } from '@/lib/accounts/present-account';
import { enforceAccessLimits } from '@/lib/accounts/enforce-access-limits';
import type { TppIdentity } from '@/lib/tpp/resolve-tpp';
import type { PsuHeaders } from '@/lib/xs2a/psu-headers';

export type ListAccountsInput = {
  tpp: TppIdentity;
  psu: PsuHeaders;
  grant: AccountConsent;
  withBalance: boolean;
  now: Date;
};

/**
 * GET /v1/accounts: the consented accounts of the context, with balances on request (closed accounts left out).
 * Balances given this way count like a balances read of each account (spec "Limits").
 */
export async function listAccounts(input: ListAccountsInput): Promise<{ accounts: AccountView[] }> {
  const accounts = (await readConsentedAccounts(input.grant, { withBalances: input.withBalance })).filter(
    (account) => account.status !== 'deleted',
  );
  // All the balances are counted together or the list is refused whole (D15); an empty list reads no balance.
  if (input.withBalance && accounts.length > 0)
    await enforceAccessLimits({
      ...input,
      reads: accounts.map((account) => ({ accountId: account.id, service: 'balances' })),
    });
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
