import type { OpeningHours } from '@/lib/settings/opening-hours';
import type { Language } from '@/lib/psu/i18n/pick-language';
import { dateTimeFormat } from '@/lib/web/intl-formats';

/** Day 1 (Monday) to 7 (Sunday) by name, in the page's language: "Monday" or "mandag". */
function dayName(day: number, language: Language): string {
  const format = dateTimeFormat(language === 'nb' ? 'nb-NO' : 'en-GB', { weekday: 'long', timeZone: 'UTC' });
  return format.format(new Date(Date.UTC(2024, 0, day)));
}

/**
 * D30: a phone line's hours as the PSU reads them: "Monday to Friday 08:00–20:00 (Norwegian time)" or
 * "mandag–fredag kl. 08.00–20.00"; a line that always answers is "around the clock, every day".
 */
export function formatOpeningHours(hours: OpeningHours, language: Language): string {
  const isNb = language === 'nb';
  if (hours === 'always') return isNb ? 'hele døgnet, alle dager' : 'around the clock, every day';
  const time = (value: string) => (isNb ? value.replace(':', '.') : value);
  const periods = hours.map(({ fromDay, toDay, opens, closes }) => {
    const days =
      fromDay === toDay
        ? dayName(fromDay, language)
        : `${dayName(fromDay, language)}${isNb ? '–' : ' to '}${dayName(toDay, language)}`;
    return `${days} ${isNb ? 'kl. ' : ''}${time(opens)}–${time(closes)}`;
  });
  return isNb ? periods.join(', ') : `${periods.join(', ')} (Norwegian time)`;
}
