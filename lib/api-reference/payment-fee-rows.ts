import { formatAmount } from '@/lib/money/amount';
import { paymentFeeTable } from '@/lib/payments/payment-fees';
import { isSepaProduct, paymentProducts, type PaymentProduct } from '@/lib/payments/payment-products';

export type PaymentFeeRow = { product: PaymentProduct; fee: string };

/**
 * D22: the fee table as the API reference and the getting-started page print it, one row per product; a product's
 * currency is the one D22 holds its payments to (SEPA in EUR, Norwegian domestic in NOK).
 */
export function paymentFeeRows(): PaymentFeeRow[] {
  return paymentProducts.map((product) => {
    const fee = paymentFeeTable[product];
    if (fee === null)
      return { product, fee: "the price list's, known only at execution (transactionFeeIndicator true)" };
    const currency = isSepaProduct(product) ? 'EUR' : 'NOK';
    return { product, fee: `${formatAmount(fee, currency)} ${currency} per payment` };
  });
}
