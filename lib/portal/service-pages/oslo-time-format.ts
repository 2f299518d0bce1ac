import type { Language } from '@/lib/psu/i18n/pick-language';

/** D11, D27: a date and time on the portal's public pages: Oslo time, with its UTC offset. */
export function osloTimeFormat(language: Language): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(language === 'nb' ? 'nb-NO' : 'en-GB', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Oslo',
    timeZoneName: 'shortOffset',
  });
}
