import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { PaymentPath } from '@/lib/payments/payment-path-schema';
import { endUnfinishableScas } from '@/lib/sca/end-unfinishable-sca';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

const paymentInclude = {
  instructions: { orderBy: { position: 'asc' } },
  debtorAccount: { select: { iban: true, currency: true } },
} as const satisfies Prisma.PaymentInclude;

export type StoredPayment = Prisma.PaymentGetPayload<{ include: typeof paymentInclude }>;

export type GetPaymentOrThrowInput = {
  tppId: string;
  path: PaymentPath;
  now: Date;
};

/**
 * The TPP's payment under the path's service and product (D9), after ending SCAs nobody can finish any more (D29);
 * any other payment, id or path is the same 404 (D4).
 */
export async function getPaymentOrThrow(input: GetPaymentOrThrowInput): Promise<StoredPayment> {
  const { service, product, paymentId } = input.path;
  const where = { id: paymentId ?? '', tppId: input.tppId, service, product };
  const payment = await db.payment.findFirst({ where, include: paymentInclude });
  if (!payment)
    throw new Xs2aError('RESOURCE_UNKNOWN', {
      path: 'paymentId',
      text: `There is no ${product} payment ${paymentId?.slice(0, 64) ?? ''} under ${input.path.service.replace('_', '-')}.`,
    });
  if (payment.status !== 'RCVD' && payment.status !== 'PATC') return payment;
  const of = { OR: [{ paymentId: payment.id }, ...(payment.basketId ? [{ basketId: payment.basketId }] : [])] };
  if ((await endUnfinishableScas({ of, now: input.now })) === 0) return payment;
  return db.payment.findFirstOrThrow({ where, include: paymentInclude });
}
