import type { PaymentService } from '@/lib/generated/prisma/enums';
import { paymentServiceSegment } from '@/lib/payments/payment-products';
import { resourceLinks, type ResourceLinks } from '@/lib/xs2a/resource-links';

export type PaymentLinksInput = {
  id: string;
  service: PaymentService;
  product: string;
};

/** D1: the API paths of a payment, under the service and product it was initiated with (the alias resolved, D9). */
export function paymentLinks(payment: PaymentLinksInput): ResourceLinks {
  return resourceLinks([paymentServiceSegment(payment.service), payment.product, payment.id]);
}
