import { db } from '@/lib/db';
import { isResourceId } from '@/lib/ids/is-resource-id';
import { resourceUnknown } from '@/lib/sandbox/shared/resource-unknown';

/**
 * DELETE /v1/sandbox/customers/{customerId}: the customer and everything that hangs on it (its accounts, card accounts,
 * agreements and engagements, their balances and transactions, its consents) go in one statement by cascade.
 */
export async function deleteCustomer(input: { tppId: string; customerId: string }): Promise<void> {
  const { count } = isResourceId(input.customerId)
    ? await db.customer.deleteMany({ where: { id: input.customerId, tppId: input.tppId } })
    : { count: 0 };
  if (count === 0) throw resourceUnknown('customer');
}
