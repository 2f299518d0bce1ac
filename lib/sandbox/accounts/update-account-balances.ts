import { updateBalances } from '@/lib/sandbox/balances/update-balances';
import type { SandboxBalanceView } from '@/lib/sandbox/balances/present-sandbox-balances';
import type { BalanceInput } from '@/lib/sandbox/balances/balance-schemas';
import { loadSandboxAccountOrThrow } from './load-sandbox-account-or-throw';

export type UpdateAccountBalancesInput = { tppId: string; accountId: string; balances: BalanceInput[]; now: Date };

/** PUT /v1/sandbox/accounts/{mockAccountId}/balances: sets closingBooked and/or expected, keeping the type not sent. */
export async function updateAccountBalances(
  input: UpdateAccountBalancesInput,
): Promise<{ balances: SandboxBalanceView[] }> {
  const account = await loadSandboxAccountOrThrow(input);
  return updateBalances({ ...input, owner: { accountId: account.id }, currency: account.currency });
}
