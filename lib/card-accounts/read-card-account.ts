import { accountOwnerName } from '@/lib/accounts/account-owner-name';
import type { AccountReadInput } from '@/lib/accounts/account-read-input';
import { getConsentedCardAccountOrThrow } from '@/lib/card-accounts/get-consented-card-account-or-throw';
import { presentCardAccount, type CardAccountView } from '@/lib/card-accounts/present-card-account';
import { enforceBalanceReadLimits } from '@/lib/accounts/enforce-balance-read-limits';

export type ReadCardAccountInput = AccountReadInput & { cardAccountId: string; withBalance: boolean };

/** GET /v1/card-accounts/{account-id}: one consented card account; with balances, it counts as a balances read (D20). */
export async function readCardAccount(input: ReadCardAccountInput): Promise<{ cardAccount: CardAccountView }> {
  const cardAccount = await getConsentedCardAccountOrThrow(input.grant, input.cardAccountId);
  if (input.withBalance) await enforceBalanceReadLimits(input, [cardAccount]);
  return {
    cardAccount: presentCardAccount({
      cardAccount,
      ownerName: accountOwnerName(cardAccount.owner),
      isCorporate: input.grant.context === 'CORPORATE',
      withBalance: input.withBalance,
    }),
  };
}
