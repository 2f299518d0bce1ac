import { accountOwnerName } from '@/lib/accounts/account-owner-name';
import type { AccountConsent } from '@/lib/consents/require-account-consent';
import { getConsentedCardAccountOrThrow } from '@/lib/card-accounts/get-consented-card-account-or-throw';
import { cardAccountReference, presentCardAccount, type CardAccountView } from '@/lib/card-accounts/present-card-account';
import { presentBalances, type BalanceView } from '@/lib/accounts/present-balance';

/** GET /v1/card-accounts/{account-id}. */
export async function readCardAccount(input: { grant: AccountConsent; cardAccountId: string; withBalance: boolean }): Promise<{ cardAccount: CardAccountView }> {
  const cardAccount = await getConsentedCardAccountOrThrow(input.grant, input.cardAccountId);
  return { cardAccount: presentCardAccount({ cardAccount, ownerName: accountOwnerName(cardAccount.owner), isCorporate: input.grant.context === 'CORPORATE', withBalance: input.withBalance }) };
}

/** GET /v1/card-accounts/{account-id}/balances: with interimBooked when the card has it (spec 2.16.0). */
export async function readCardAccountBalances(input: { grant: AccountConsent; cardAccountId: string }): Promise<{ cardAccount: ReturnType<typeof cardAccountReference>; balances: BalanceView[] }> {
  const cardAccount = await getConsentedCardAccountOrThrow(input.grant, input.cardAccountId);
  return { cardAccount: cardAccountReference(cardAccount), balances: presentBalances(cardAccount.balances) };
}
