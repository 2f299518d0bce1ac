import type { AccountReadInput } from '@/lib/accounts/account-read-input';
import { getConsentedCardAccountOrThrow } from '@/lib/card-accounts/get-consented-card-account-or-throw';
import { cardAccountReference } from '@/lib/card-accounts/present-card-account';
import { withRefreshedBalances } from '@/lib/accounts/with-refreshed-balances';
import { accountClosedError } from '@/lib/accounts/account-closed-error';
import { refreshableCardAccount } from '@/lib/card-accounts/refreshable-card-account';
import { presentBalances, type BalanceView } from '@/lib/accounts/present-balance';

export type ReadCardAccountBalancesInput = AccountReadInput & { cardAccountId: string };

/**
 * GET /v1/card-accounts/{account-id}/balances: with interimBooked when the card has it (spec 2.16.0). Without the PSU
 * present the limits of accounts apply (spec "Limits", D20).
 */
export async function readCardAccountBalances(input: ReadCardAccountBalancesInput): Promise<{
  cardAccount: ReturnType<typeof cardAccountReference>;
  balances: BalanceView[];
}> {
  const rows = [await getConsentedCardAccountOrThrow(input.grant, input.cardAccountId)];
  const [cardAccount] = await withRefreshedBalances({
    ...input,
    rows,
    withBalance: true,
    refreshable: refreshableCardAccount,
  });
  if (!cardAccount) throw accountClosedError('cardAccount');
  return { cardAccount: cardAccountReference(cardAccount), balances: presentBalances(cardAccount.balances) };
}
