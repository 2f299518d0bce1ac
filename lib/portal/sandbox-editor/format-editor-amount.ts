import { formatAmount } from '@/lib/money/amount';
import type { Language } from '@/lib/psu/i18n/pick-language';
import { numberFormat } from '@/lib/web/intl-formats';

/**
 * Minor units (D7) in the locale, exact to the currency's decimals: for editing ("1,250.50", "1 250,50") or, with
 * `withCurrency`, as the PSU pages show money ("NOK 1,250.50", "1 250,50 kr").
 */
export function formatEditorAmount(
  minor: number | bigint,
  currency: string,
  language: Language,
  withCurrency = false,
): string {
  const decimal = formatAmount(BigInt(minor), currency);
  const decimals = decimal.split('.')[1]?.length ?? 0;
  return numberFormat(language === 'nb' ? 'nb-NO' : 'en-GB', {
    ...(withCurrency ? { style: 'currency', currency } : {}),
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(decimal as `${number}`);
}
