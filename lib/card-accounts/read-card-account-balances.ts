import type { AccountConsent } from '@/lib/consents/require-account-consent';
import type { TppIdentity } from '@/lib/tpp/resolve-tpp';
import type { PsuHeaders } from '@/lib/xs2a/psu-headers';
import { getConsentedCardAccountOrThrow } from '@/lib/card-accounts/get-consented-card-account-or-throw';
import { cardAccountReference } from '@/lib/card-accounts/present-card-account';
import { enforceAccessLimits } from '@/lib/accounts/enforce-access-limits';
import { presentBalances, type BalanceView } from '@/lib/accounts/present-balance';

export type ReadCardAccountBalancesInput = {
  tpp: TppIdentity;
  psu: PsuHeaders;
  grant: AccountConsent;
  cardAccountId: string;
  now: Date;
};

/**
 * GET /v1/card-accounts/{account-id}/balances: with interimBooked when the card has it (spec 2.16.0). Without the PSU
 * present the limits of accounts apply (spec "Limits", D20).
 */
export async function readCardAccountBalances(input: ReadCardAccountBalancesInput): Promise<{
  cardAccount: ReturnType<typeof cardAccountReference>;
  balances: BalanceView[];
}> {
  const cardAccount = await getConsentedCardAccountOrThrow(input.grant, input.cardAccountId);
  await enforceAccessLimits({ ...input, reads: [{ accountId: cardAccount.id, service: 'balances' }] });
  return { cardAccount: cardAccountReference(cardAccount), balances: presentBalances(cardAccount.balances) };
}
