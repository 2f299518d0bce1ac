import { formatAmount } from '@/lib/money/amount';
import { messagesEn, type Messages } from '@/lib/psu/i18n/messages-en';
import { messagesNb } from '@/lib/psu/i18n/messages-nb';
import type { Language } from '@/lib/psu/i18n/pick-language';
import { sandboxTestCustomers } from '@/lib/psu/sandbox-test-customers';
import { dateTimeFormat, listFormat, numberFormat } from '@/lib/web/intl-formats';

const dictionaries: Record<Language, Messages> = { en: messagesEn, nb: messagesNb };

export function messagesFor(language: Language): Messages {
  return dictionaries[language];
}

/** A `YYYY-MM-DD` date the way the PSU reads dates: "31 May 2026" or "31. mai 2026". */
export function formatDate(isoDate: string, language: Language): string {
  return dateTimeFormat(language === 'nb' ? 'nb-NO' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** Months given by number ("1" to "12"), in calendar order, by name: "March, June" or "mars, juni". */
export function monthNames(months: readonly string[], language: Language): string {
  const format = dateTimeFormat(language === 'nb' ? 'nb-NO' : 'en-GB', { month: 'long', timeZone: 'UTC' });
  return [...months]
    .map(Number)
    .sort((left, right) => left - right)
    .map((month) => format.format(new Date(Date.UTC(2000, month - 1, 1))))
    .join(', ');
}

/** Minor units (D7) the way the PSU reads money: "NOK 1,234.50" or "1 234,50 kr", exact to the currency's decimals. */
export function formatMoney(minor: bigint, currency: string, language: Language): string {
  const decimals = formatAmount(minor, currency).split('.')[1]?.length ?? 0;
  const format = numberFormat(language === 'nb' ? 'nb-NO' : 'en-GB', {
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  // Intl formats a decimal string exactly (no floating point), so large amounts keep every digit.
  return format.format(formatAmount(minor, currency) as `${number}`);
}

/** D10: the sandbox's test customers as every sign-in hint names them: "12085592767 (Ola Nordmann) or 13039319955 (…)". */
export function formatTestCustomers(language: Language): string {
  return listFormat(language === 'nb' ? 'nb-NO' : 'en-GB', { type: 'disjunction' }).format(
    sandboxTestCustomers.map((customer) => `${customer.number} (${customer.name})`),
  );
}
