import { formatAmount } from '@/lib/money/amount';
import { resolvePaymentProduct, type PaymentProduct } from '@/lib/payments/payment-products';

/**
 * D22: the bank's fee for one payment of a product, in minor units of the payment's currency (domestic products are in
 * NOK, SEPA ones in EUR, D22), the same in the sandbox and in production; null: the price list's, known at execution.
 */
export const paymentFeeTable: Readonly<Record<PaymentProduct, bigint | null>> = {
  'norwegian-domestic-credit-transfers': 0n,
  'instant-norwegian-domestic-credit-transfers-straks': 0n,
  // EEA payments in euro cost what a domestic one does.
  'sepa-credit-transfers': 0n,
  'instant-sepa-credit-transfers': 0n,
  'cross-border-credit-transfers': null,
};

/** The Berlin Group fee fields of a payment answer. */
export type PaymentFees = {
  transactionFees?: { amount: string; currency: string };
  transactionFeeIndicator: boolean;
};

export type PaymentFeesInput = {
  /** The product as stored or named in the path (the D9 alias resolved here). */
  product: string;
  currency: string;
  /** Payments charged: a bulk's entries; one for a single payment and for each execution of a periodic one. */
  count: number;
};

/** D22: the fee of a payment by the table, `transactionFees` with indicator false when known, else indicator true. */
export function paymentFees(input: PaymentFeesInput): PaymentFees {
  const product = resolvePaymentProduct(input.product);
  const fee = product ? paymentFeeTable[product] : null;
  if (fee === null) return { transactionFeeIndicator: true };
  return {
    transactionFees: { amount: formatAmount(fee * BigInt(input.count), input.currency), currency: input.currency },
    transactionFeeIndicator: false,
  };
}
