import { z } from 'zod';
import type { PaymentService } from '@/lib/generated/prisma/enums';
import {
  paymentProducts,
  resolvePaymentProduct,
  resolvePaymentService,
  type PaymentProduct,
} from '@/lib/payments/payment-products';
import { parseInput } from '@/lib/xs2a/parse-input';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

/** D1: resource ids are opaque URL-safe strings; anything longer or stranger cannot be one of ours. */
const resourceIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'is not a resource id of this bank');

const paymentPathSchema = z.object({
  'payment-service': z.string(),
  'payment-product': z.string(),
  paymentId: resourceIdSchema.optional(),
  authorisationId: resourceIdSchema.optional(),
});

export type PaymentPath = {
  service: PaymentService;
  product: PaymentProduct;
  paymentId?: string;
  authorisationId?: string;
};

/**
 * The payment service and product of a path (D9, the alias resolved) and its ids. forPaymentService has already sent
 * other services to the catch-all; a product this bank does not offer is 404 PRODUCT_UNKNOWN (Berlin Group).
 */
export function parsePaymentPath(params: unknown): PaymentPath {
  const path = parseInput(paymentPathSchema, params);
  const service = resolvePaymentService(path['payment-service']);
  if (!service)
    throw new Xs2aError('RESOURCE_UNKNOWN', {
      text: `There is no payment service ${path['payment-service'].slice(0, 60)}.`,
    });
  const product = resolvePaymentProduct(path['payment-product']);
  if (!product) {
    throw new Xs2aError('PRODUCT_UNKNOWN', {
      path: 'payment-product',
      text: `The bank offers no payment product ${path['payment-product'].slice(0, 60)}; it offers ${paymentProducts.join(', ')}.`,
    });
  }
  return { service, product, paymentId: path.paymentId, authorisationId: path.authorisationId };
}
