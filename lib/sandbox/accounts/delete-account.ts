import { db } from '@/lib/db';
import { isResourceId } from '@/lib/ids/is-resource-id';
import { resourceUnknown } from '@/lib/sandbox/shared/resource-unknown';

/** DELETE /v1/sandbox/accounts/{mockAccountId}: the account with its balances, transactions and engagements (cascade). */
export async function deleteAccount(input: { tppId: string; accountId: string }): Promise<void> {
  const { count } = isResourceId(input.accountId)
    ? await db.account.deleteMany({ where: { id: input.accountId, tppId: input.tppId } })
    : { count: 0 };
  if (count === 0) throw resourceUnknown('account');
}
