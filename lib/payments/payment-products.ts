import type { PaymentService } from '@/lib/generated/prisma/enums';

/** D9: the payment products this bank offers, by the name stored on the payment. */
export const paymentProducts = [
  'sepa-credit-transfers',
  'instant-sepa-credit-transfers',
  'cross-border-credit-transfers',
  'norwegian-domestic-credit-transfers',
  'instant-norwegian-domestic-credit-transfers-straks',
] as const;

export type PaymentProduct = (typeof paymentProducts)[number];

/** D9: the spec's own name for the Norwegian domestic product, accepted as an alias of it. */
const productAliases: Readonly<Record<string, PaymentProduct>> = {
  'domestic-norway-credit-transfers': 'norwegian-domestic-credit-transfers',
};

/** D9: the payment services, as they appear in the path, and their stored names. */
const paymentServices: Readonly<Record<string, PaymentService>> = {
  payments: 'payments',
  'periodic-payments': 'periodic_payments',
  'bulk-payments': 'bulk_payments',
};

/** The product a path segment names (an alias resolved), or null when the bank does not offer it. */
export function resolvePaymentProduct(segment: string): PaymentProduct | null {
  if ((paymentProducts as readonly string[]).includes(segment)) return segment as PaymentProduct;
  return Object.hasOwn(productAliases, segment) ? (productAliases[segment] ?? null) : null;
}

/** The service a path segment names, or null for any other segment. */
export function resolvePaymentService(segment: string): PaymentService | null {
  return Object.hasOwn(paymentServices, segment) ? (paymentServices[segment] ?? null) : null;
}

/** The path segment of a stored service, for links. */
export function paymentServiceSegment(service: PaymentService): string {
  return service.replace('_', '-');
}

/** SEPA and cross-border products carry the structured creditor address and agent (spec "Errors"). */
export function isSepaOrCrossBorder(product: PaymentProduct): boolean {
  return (
    product === 'sepa-credit-transfers' ||
    product === 'instant-sepa-credit-transfers' ||
    product === 'cross-border-credit-transfers'
  );
}

/** SEPA products: in euro, to an account given by IBAN. */
export function isSepaProduct(product: PaymentProduct): boolean {
  return product === 'sepa-credit-transfers' || product === 'instant-sepa-credit-transfers';
}
