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
