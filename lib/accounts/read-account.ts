import type { AccountConsent } from '@/lib/consents/require-account-consent';
import { getConsentedAccountOrThrow } from '@/lib/accounts/get-consented-account-or-throw';
import { presentAccount, type AccountView } from '@/lib/accounts/present-account';
import { enforceAccessLimits } from '@/lib/accounts/enforce-access-limits';
import type { TppIdentity } from '@/lib/tpp/resolve-tpp';
import type { PsuHeaders } from '@/lib/xs2a/psu-headers';

export type ReadAccountInput = {
  tpp: TppIdentity;
  psu: PsuHeaders;
  grant: AccountConsent;
  accountId: string;
  withBalance: boolean;
  now: Date;
};

/** GET /v1/accounts/{account-id}: one consented account; with balances, it counts as a balances read (spec "Limits"). */
export async function readAccount(input: ReadAccountInput): Promise<{ account: AccountView }> {
  const account = await getConsentedAccountOrThrow(input.grant, input.accountId);
  if (input.withBalance)
    await enforceAccessLimits({ ...input, reads: [{ accountId: account.id, service: 'balances' }] });
  return {
    account: presentAccount({
      account,
      ownerName: account.ownerName || undefined,
      isCorporate: input.grant.context === 'CORPORATE',
      withBalance: input.withBalance,
    }),
  };
}
