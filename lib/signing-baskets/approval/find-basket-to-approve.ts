import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { findPaymentToApprove, type PaymentToApprove } from '@/lib/payments/approval/find-payment-to-approve';

/** A signing basket as its approval page shows it: the payments still in play, in the order they were initiated. */
export type BasketToApprove = { id: string; tppId: string; isCancelled: boolean; payments: PaymentToApprove[] };

/**
 * D25: the basket's payments through D23's own reading of a payment, so the page and the approval code see exactly
 * what a single payment's approval would. A payment the TPP cancelled on its own (CANC) is left out.
 */
export async function findBasketToApprove(
  basketId: string,
  now: Date,
  client: Prisma.TransactionClient = db,
): Promise<BasketToApprove | null> {
  const basket = await client.signingBasket.findUnique({
    where: { id: basketId },
    select: {
      id: true,
      tppId: true,
      status: true,
      payments: { select: { id: true }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
    },
  });
  if (!basket) return null;
  const payments: PaymentToApprove[] = [];
  for (const { id } of basket.payments) {
    const payment = await findPaymentToApprove(id, now, client);
    if (payment && payment.status !== 'CANC') payments.push(payment);
  }
  return { id: basket.id, tppId: basket.tppId, isCancelled: basket.status === 'CANC', payments };
}
