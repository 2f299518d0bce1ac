import { updateBalances } from '@/lib/sandbox/balances/update-balances';
import type { SandboxBalanceView } from '@/lib/sandbox/balances/present-sandbox-balances';
import type { BalanceInput } from '@/lib/sandbox/balances/balance-schemas';
import { loadSandboxCardAccountOrThrow } from './load-sandbox-card-account-or-throw';

export type UpdateCardAccountBalancesInput = {
  tppId: string;
  cardAccountId: string;
  balances: BalanceInput[];
  now: Date;
};

/** Spec "Change card account balance": sets the types sent of closingBooked, expected and interimBooked (2.16.0). */
export async function updateCardAccountBalances(
  input: UpdateCardAccountBalancesInput,
): Promise<{ balances: SandboxBalanceView[] }> {
  const card = await loadSandboxCardAccountOrThrow(input);
  return updateBalances({ ...input, owner: { cardAccountId: card.id }, currency: card.currency });
}
