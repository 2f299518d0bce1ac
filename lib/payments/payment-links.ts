import type { PaymentService } from '@/lib/generated/prisma/enums';
import { paymentServiceSegment } from '@/lib/payments/payment-products';
import { apiLink, type Link } from '@/lib/xs2a/links';

export type PaymentLinksInput = {
  id: string;
  service: PaymentService;
  product: string;
};

/** D1: the API paths of a payment, under the service and product it was initiated with (the alias resolved, D9). */
export function paymentLinks(payment: PaymentLinksInput): {
  self: Link;
  status: Link;
  authorisations: (authorisationId?: string) => Link;
} {
  const base = [paymentServiceSegment(payment.service), payment.product, payment.id];
  return {
    self: apiLink(base, ['GET', 'DELETE']),
    status: apiLink([...base, 'status'], ['GET']),
    authorisations: (authorisationId) =>
      authorisationId
        ? apiLink([...base, 'authorisations', authorisationId], ['GET'])
        : apiLink([...base, 'authorisations'], ['GET', 'POST']),
  };
}
