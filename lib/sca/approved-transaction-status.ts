import { db } from '@/lib/db';
import type { TransactionStatus } from '@/lib/generated/prisma/enums';
import { basketStatus, type BasketStatus } from '@/lib/signing-baskets/basket-status';
import type { ScaFlow } from '@/lib/sca/sca-flow';

/**
 * D29: the status a finalised payment or basket SCA left its subject in, as the TPP reads it (PATC: registered, another
 * approver needed; PDNG, ACTC or an executed status otherwise). Null for any other SCA.
 */
export async function approvedTransactionStatus(
  flow: Pick<ScaFlow, 'kind' | 'paymentId' | 'basketId'>,
): Promise<TransactionStatus | BasketStatus | null> {
  if (flow.kind === 'PAYMENT' && flow.paymentId) {
    const payment = await db.payment.findUnique({ where: { id: flow.paymentId }, select: { status: true } });
    return payment?.status ?? null;
  }
  if (flow.kind === 'SIGNING_BASKET' && flow.basketId) {
    const basket = await db.signingBasket.findUnique({
      where: { id: flow.basketId },
      select: { status: true, payments: { select: { status: true } } },
    });
    if (!basket) return null;
    return basket.status === 'CANC' ? 'CANC' : basketStatus(basket.payments.map((payment) => payment.status));
  }
  return null;
}
