import type { Language } from '@/lib/psu/i18n/pick-language';
import { dateTimeFormat } from '@/lib/web/intl-formats';

const locales: Record<Language, string> = { en: 'en-GB', nb: 'nb-NO' };

/**
 * An instant in Oslo time in the language's own date format, to the second, with its UTC offset (+01:00 in winter,
 * +02:00 in summer), as the portal shows times: e.g. "28 Nov 2026, 09:10:49 UTC+01:00".
 */
export function formatOsloTime(at: Date, language: Language): string {
  const local = dateTimeFormat(locales[language], {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'Europe/Oslo',
  }).format(at);
  const offset = dateTimeFormat('en-GB', { timeZone: 'Europe/Oslo', timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return `${local} ${(offset ?? 'GMT').replace('GMT', 'UTC')}`;
}
