import { replaceBalances } from '@/lib/sandbox/balances/replace-balances';
import type { BalanceView } from '@/lib/sandbox/presenters/present-balances';
import type { BalanceInput } from '@/lib/sandbox/schemas/balance-schemas';
import { loadCardAccountOrThrow } from './load-card-account-or-throw';

/** Spec "Change card account balance": closingBooked, expected and (spec 2.16.0) interimBooked, replacing the old ones. */
export async function replaceCardAccountBalances(input: { tppId: string; cardAccountId: string; balances: BalanceInput[]; now: Date }): Promise<{ balances: BalanceView[] }> {
  const card = await loadCardAccountOrThrow(input);
  return replaceBalances({ tppId: input.tppId, owner: { cardAccountId: card.id }, currency: card.currency, balances: input.balances, now: input.now });
}
