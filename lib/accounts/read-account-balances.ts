import type { AccountConsent } from '@/lib/consents/require-account-consent';
import type { TppIdentity } from '@/lib/tpp/resolve-tpp';
import type { PsuHeaders } from '@/lib/xs2a/psu-headers';
import { getConsentedAccountOrThrow } from '@/lib/accounts/get-consented-account-or-throw';
import { enforceAccessLimits } from '@/lib/accounts/enforce-access-limits';
import { accountReference } from '@/lib/accounts/present-account';
import { presentBalances, type BalanceView } from '@/lib/accounts/present-balance';

export type ReadAccountBalancesInput = {
  tpp: TppIdentity;
  psu: PsuHeaders;
  grant: AccountConsent;
  accountId: string;
  now: Date;
};

/** GET /v1/accounts/{account-id}/balances: closingBooked and expected in the account's currency (spec, D7). */
export async function readAccountBalances(input: ReadAccountBalancesInput): Promise<{
  account: ReturnType<typeof accountReference>;
  balances: BalanceView[];
}> {
  const account = await getConsentedAccountOrThrow(input.grant, input.accountId);
  await enforceAccessLimits({ ...input, reads: [{ accountId: account.id, service: 'balances' }] });
  return { account: accountReference(account), balances: presentBalances(account.balances) };
}
