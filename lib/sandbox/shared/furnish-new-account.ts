import { bankDate } from '@/lib/berlin-group/bank-date';
import type { DbClient } from '@/lib/database/db-client';
import type { Customer } from '@/lib/generated/prisma/client';
import { engageInOwnAgreement } from '@/lib/sandbox/agreements/engage-in-own-agreement';
import type { BalanceInput } from '@/lib/sandbox/balances/balance-schemas';
import { balanceRowsFromInput } from '@/lib/sandbox/balances/balance-rows-from-input';

export type FurnishNewAccountInput = {
  tppId: string;
  owner: Pick<Customer, 'id' | 'customerName' | 'customerType'>;
  target: { accountId: string } | { cardAccountId: string };
  /** The request's balances, if it gave any. */
  balances?: BalanceInput[] | null;
  now: Date;
};

/** A just-created (card) account's balances as requested, dated today; a private owner's joins its agreement. */
export async function furnishNewAccount(client: DbClient, input: FurnishNewAccountInput): Promise<void> {
  const { tppId, owner, target } = input;
  const balances = balanceRowsFromInput({
    tppId,
    owner: target,
    balances: input.balances ?? [],
    today: bankDate(input.now),
  });
  if (balances.length > 0) await client.balance.createMany({ data: balances });
  if (owner.customerType === 'PRIVATE') await engageInOwnAgreement(client, { tppId, owner, target });
}
