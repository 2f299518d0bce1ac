import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { PaymentPath } from '@/lib/payments/payment-path-schema';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

const paymentInclude = {
  instructions: { orderBy: { position: 'asc' } },
  debtorAccount: { select: { iban: true, currency: true } },
} as const satisfies Prisma.PaymentInclude;

export type StoredPayment = Prisma.PaymentGetPayload<{ include: typeof paymentInclude }>;

/**
 * The TPP's payment under the service and product of the path (D9: the alias is the same product). Another TPP's
 * payment, an unknown id and a path with another service or product all get the same 404, so nothing leaks (D4).
 */
export async function getPaymentOrThrow(input: { tppId: string; path: PaymentPath }): Promise<StoredPayment> {
  const { service, product, paymentId } = input.path;
  const payment = await db.payment.findFirst({ where: { id: paymentId ?? '', tppId: input.tppId, service, product }, include: paymentInclude });
  if (!payment) throw new Xs2aError('RESOURCE_UNKNOWN', { path: 'paymentId', text: `There is no ${product} payment ${paymentId?.slice(0, 64) ?? ''} under ${input.path.service.replace('_', '-')}.` });
  return payment;
}
