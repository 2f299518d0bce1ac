import { formatAmount } from '@/lib/money/amount';
import { messagesEn, type Messages } from '@/lib/psu/i18n/messages-en';
import { messagesNb } from '@/lib/psu/i18n/messages-nb';
import type { Language } from '@/lib/psu/i18n/pick-language';

const dictionaries: Record<Language, Messages> = { en: messagesEn, nb: messagesNb };

export function messagesFor(language: Language): Messages {
  return dictionaries[language];
}

/** A `YYYY-MM-DD` date the way the PSU reads dates: "31 May 2026" or "31. mai 2026". */
export function formatDate(isoDate: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'nb' ? 'nb-NO' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** Minor units (D7) the way the PSU reads money: "NOK 1,234.50" or "1 234,50 kr", exact to the currency's decimals. */
export function formatMoney(minor: bigint, currency: string, language: Language): string {
  const decimals = formatAmount(minor, currency).split('.')[1]?.length ?? 0;
  const format = new Intl.NumberFormat(language === 'nb' ? 'nb-NO' : 'en-GB', { style: 'currency', currency, minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  // Intl formats a decimal string exactly (no floating point), so large amounts keep every digit.
  return format.format(formatAmount(minor, currency) as `${number}`);
}
