import { db } from '@/lib/db';
import { pageAfter } from '@/lib/portal/activity/page-after';

/**
 * D27: a page of the TPP's own payments, newest first, after the payment `after`. Only what the TPP sent or the API
 * answered: no customer and no debtor account.
 */
export function listTppPayments(input: { tppId: string; after?: string }) {
  const { tppId } = input;
  return pageAfter({
    after: input.after,
    findOwn: (id) => db.payment.findFirst({ where: { id, tppId }, select: { id: true } }),
    findRows: (page) =>
      db.payment.findMany({
        where: { tppId },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        ...page,
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
      }),
  });
}
