import { replaceBalances } from '@/lib/sandbox/balances/replace-balances';
import type { BalanceView } from '@/lib/sandbox/presenters/present-balances';
import type { BalanceInput } from '@/lib/sandbox/schemas/balance-schemas';
import { loadAccountOrThrow } from './load-account-or-throw';

/** PUT /v1/sandbox/accounts/{mockAccountId}/balances: closingBooked and expected, replacing the old balances. */
export async function replaceAccountBalances(input: { tppId: string; accountId: string; balances: BalanceInput[]; now: Date }): Promise<{ balances: BalanceView[] }> {
  const account = await loadAccountOrThrow(input);
  return replaceBalances({ tppId: input.tppId, owner: { accountId: account.id }, currency: account.currency, balances: input.balances, now: input.now });
}
