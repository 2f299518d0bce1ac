import type { Prisma } from '@/lib/generated/prisma/client';
import { newId } from '@/lib/ids/new-id';
import { dayToDate } from '@/lib/sandbox/shared/calendar';
import type { BalanceInput } from '@/lib/sandbox/balances/balance-schemas';

export type BalanceRowsFromInputInput = {
  tppId: string;
  owner: { accountId: string } | { cardAccountId: string };
  balances: BalanceInput[];
  today: string;
};

/** Balance rows for an account or card account from request Balance entries (D7: int32 minor units), dated today. */
export function balanceRowsFromInput(input: BalanceRowsFromInputInput): Prisma.BalanceCreateManyInput[] {
  return input.balances.map((balance) => ({
    id: newId(),
    tppId: input.tppId,
    ...input.owner,
    balanceType: balance.balanceType,
    amount: BigInt(balance.balanceAmount.amount),
    currency: balance.balanceAmount.currency,
    referenceDate: dayToDate(input.today),
  }));
}
