import { db } from '@/lib/db';
import { activityPageSize } from '@/lib/portal/activity/list-tpp-consents';

/**
 * D27: a page of the TPP's own payments, newest first, after the payment `after` (the previous page's last; not the
 * TPP's: the first page). Only what the TPP sent or the API answered: no customer and no debtor account.
 */
export async function listTppPayments(input: { tppId: string; after?: string }) {
  const cursor = input.after
    ? await db.payment.findFirst({ where: { id: input.after.slice(0, 64), tppId: input.tppId }, select: { id: true } })
    : null;
  const rows = await db.payment.findMany({
    where: { tppId: input.tppId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    ...(cursor && { cursor: { id: cursor.id }, skip: 1 }),
    take: activityPageSize + 1,
    select: {
      id: true,
      service: true,
      product: true,
      status: true,
      fundsAvailable: true,
      totalAmount: true,
      currency: true,
      requestedExecutionDate: true,
      startDate: true,
      createdAt: true,
      statusChangedAt: true,
    },
  });
  return { payments: rows.slice(0, activityPageSize), hasMore: rows.length > activityPageSize };
}
