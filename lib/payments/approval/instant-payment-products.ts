import type { PaymentService } from '@/lib/generated/prisma/enums';

/** D9's instant products: once approved (PDNG, D23), a single or bulk one is executed at once instead of by the batch. */
export const instantPaymentProducts: readonly string[] = [
  'instant-sepa-credit-transfers',
  'instant-norwegian-domestic-credit-transfers-straks',
];

export function isInstantPaymentProduct(product: string): boolean {
  return instantPaymentProducts.includes(product);
}

/** D23: a standing order waits for its own dates whatever its product; other instant payments run at approval. */
export function isExecutedAtApproval(payment: { service: PaymentService; product: string }): boolean {
  return payment.service !== 'periodic_payments' && isInstantPaymentProduct(payment.product);
}
