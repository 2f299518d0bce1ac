import type { Language } from '@/lib/psu/i18n/pick-language';
import { dateTimeFormat } from '@/lib/web/intl-formats';

/** D11, D27: a date and time on the portal's public pages: Oslo time, with its UTC offset. */
export function osloTimeFormat(language: Language): Intl.DateTimeFormat {
  return dateTimeFormat(language === 'nb' ? 'nb-NO' : 'en-GB', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Oslo',
    timeZoneName: 'shortOffset',
  });
}
