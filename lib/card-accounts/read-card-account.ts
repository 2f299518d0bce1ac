import { accountOwnerName } from '@/lib/accounts/account-owner-name';
import type { AccountReadInput } from '@/lib/accounts/account-read-input';
import { getConsentedCardAccountOrThrow } from '@/lib/card-accounts/get-consented-card-account-or-throw';
import { presentCardAccount, type CardAccountView } from '@/lib/card-accounts/present-card-account';
import { withRefreshedBalances } from '@/lib/accounts/with-refreshed-balances';
import { accountClosedError } from '@/lib/accounts/account-closed-error';
import { refreshableCardAccount } from '@/lib/card-accounts/refreshable-card-account';

export type ReadCardAccountInput = AccountReadInput & { cardAccountId: string; withBalance: boolean };

/** GET /v1/card-accounts/{account-id}: one consented card account; with balances, it counts as a balances read (D20). */
export async function readCardAccount(input: ReadCardAccountInput): Promise<{ cardAccount: CardAccountView }> {
  const consented = await getConsentedCardAccountOrThrow(input.grant, input.cardAccountId);
  const rows = [consented];
  const [cardAccount] = await withRefreshedBalances({ ...input, rows, refreshable: refreshableCardAccount });
  if (!cardAccount) throw accountClosedError('cardAccount');
  return {
    cardAccount: presentCardAccount({
      cardAccount,
      ownerName: accountOwnerName(cardAccount.owner),
      isCorporate: input.grant.context === 'CORPORATE',
      withBalance: input.withBalance,
    }),
  };
}
