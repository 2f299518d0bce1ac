import { formatAmount } from '@/lib/money/amount';
import { paymentFeeTable } from '@/lib/payments/payment-fees';
import { isSepaProduct, paymentProducts, type PaymentProduct } from '@/lib/payments/payment-products';
import { formatMoney } from '@/lib/psu/i18n/messages';
import type { Language } from '@/lib/psu/i18n/pick-language';

export type PaymentFeeRow = { product: PaymentProduct; fee: string };

const unknownFee: Record<Language, string> = {
  en: "the price list's, known only at execution (transactionFeeIndicator true)",
  nb: 'etter prislisten, kjent først ved gjennomføring (transactionFeeIndicator true)',
};

/**
 * D22: the fee table as the API reference and the getting-started page print it, one row per product, in English or
 * Norwegian; a product's currency is the one D22 holds its payments to (SEPA in EUR, Norwegian domestic in NOK).
 */
export function paymentFeeRows(language: Language = 'en'): PaymentFeeRow[] {
  return paymentProducts.map((product) => {
    const fee = paymentFeeTable[product];
    if (fee === null) return { product, fee: unknownFee[language] };
    const currency = isSepaProduct(product) ? 'EUR' : 'NOK';
    if (language === 'nb') return { product, fee: `${formatMoney(fee, currency, 'nb')} per betaling` };
    return { product, fee: `${formatAmount(fee, currency)} ${currency} per payment` };
  });
}
