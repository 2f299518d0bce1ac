import type { Language } from '@/lib/psu/i18n/pick-language';
import { dateTimeFormat } from '@/lib/web/intl-formats';

/** A moment the way the PSU reads it, in the bank's time zone: "23 November 2026 at 17:05" or "23. november 2026 kl. 17:05". */
export function formatDateTime(moment: Date, language: Language): string {
  return dateTimeFormat(language === 'nb' ? 'nb-NO' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Oslo',
  }).format(moment);
}
