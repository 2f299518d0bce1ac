import { bankDate } from '@/lib/berlin-group/bank-date';
import { db } from '@/lib/db';
import { presentSandboxBalances, type SandboxBalanceView } from '@/lib/sandbox/balances/present-sandbox-balances';
import type { BalanceInput } from '@/lib/sandbox/balances/balance-schemas';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';
import { balanceRowsFromInput } from './balance-rows-from-input';

export type UpdateBalancesInput = {
  tppId: string;
  owner: { accountId: string } | { cardAccountId: string };
  currency: string;
  balances: BalanceInput[];
  now: Date;
};

/**
 * PUT .../balances (spec: "the balances to update"): each balance type sent is set, the others are kept, in one
 * transaction; each is in the account's currency. 200 with every balance now held (the spec shows no response).
 */
export async function updateBalances(input: UpdateBalancesInput): Promise<{ balances: SandboxBalanceView[] }> {
  input.balances.forEach((balance, index) => {
    if (balance.balanceAmount.currency !== input.currency) {
      throw new Xs2aError('FORMAT_ERROR', {
        path: `[${index}].balanceAmount.currency`,
        text: `[${index}].balanceAmount.currency: expected the account's currency ${input.currency}.`,
      });
    }
  });
  const rows = balanceRowsFromInput({
    tppId: input.tppId,
    owner: input.owner,
    balances: input.balances,
    today: bankDate(input.now),
  });
  const ownerId = 'accountId' in input.owner ? input.owner.accountId : input.owner.cardAccountId;
  const held = await db.$transaction(async (tx) => {
    // Two replacements of one account's balances at once would collide on (account, balance type): one waits.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`sandbox-balances:${ownerId}`}, 0))`;
    const balanceTypes = rows.map((row) => row.balanceType);
    await tx.balance.deleteMany({ where: { tppId: input.tppId, ...input.owner, balanceType: { in: balanceTypes } } });
    await tx.balance.createMany({ data: rows });
    return tx.balance.findMany({
      where: { tppId: input.tppId, ...input.owner },
      select: { balanceType: true, amount: true, currency: true },
    });
  });
  return { balances: presentSandboxBalances(held) };
}
