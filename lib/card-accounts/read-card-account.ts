import { accountOwnerName } from '@/lib/accounts/account-owner-name';
import type { AccountConsent } from '@/lib/consents/require-account-consent';
import type { TppIdentity } from '@/lib/tpp/resolve-tpp';
import type { PsuHeaders } from '@/lib/xs2a/psu-headers';
import { getConsentedCardAccountOrThrow } from '@/lib/card-accounts/get-consented-card-account-or-throw';
import { presentCardAccount, type CardAccountView } from '@/lib/card-accounts/present-card-account';
import { enforceAccessLimits } from '@/lib/accounts/enforce-access-limits';

export type ReadCardAccountInput = {
  tpp: TppIdentity;
  psu: PsuHeaders;
  grant: AccountConsent;
  cardAccountId: string;
  withBalance: boolean;
  now: Date;
};

/** GET /v1/card-accounts/{account-id}: one consented card account; with balances, it counts as a balances read (D20). */
export async function readCardAccount(input: ReadCardAccountInput): Promise<{ cardAccount: CardAccountView }> {
  const cardAccount = await getConsentedCardAccountOrThrow(input.grant, input.cardAccountId);
  if (input.withBalance)
    await enforceAccessLimits({ ...input, reads: [{ accountId: cardAccount.id, service: 'balances' }] });
  return {
    cardAccount: presentCardAccount({
      cardAccount,
      ownerName: accountOwnerName(cardAccount.owner),
      isCorporate: input.grant.context === 'CORPORATE',
      withBalance: input.withBalance,
    }),
  };
}
