// D5: the Date header is RFC 7231, parsed leniently as real clients send it: a day without zero padding, `+0000`
// (or another numeric offset, applied) instead of GMT, and the obsolete RFC 850 and asctime forms.

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const weekdays = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const weekdayNames = new Set([
  ...weekdays,
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
]);

// `Sun, 06 Nov 1994 08:49:37 GMT`, `Sun, 6 Nov 1994 08:49:37 +0000`, `Sunday, 06-Nov-94 08:49:37 GMT`.
const imfPattern =
  /^(?:([a-z]+),?\s+)?(\d{1,2})[\s-]([a-z]{3})[\s-](\d{4}|\d{2})\s+(\d{1,2}):(\d{2}):(\d{2})\s*(gmt|utc|ut|z|[+-]\d{4})$/i;
// `Sun Nov  6 08:49:37 1994`, always GMT.
const asctimePattern = /^([a-z]{3})\s+([a-z]{3})\s+(\d{1,2})\s+(\d{1,2}):(\d{2}):(\d{2})\s+(\d{4})$/i;

export function parseHttpDate(value: string): Date | null {
  const text = value.trim();
  const imf = imfPattern.exec(text);
  if (imf) {
    const [, weekday, day = '', month = '', year = '', hour = '', minute = '', second = '', zone = ''] = imf;
    if (weekday !== undefined && !weekdayNames.has(weekday.toLowerCase())) return null;
    return buildDate({ year: fullYear(year), month, day, hour, minute, second, zone });
  }
  const asctime = asctimePattern.exec(text);
  if (asctime) {
    const [, weekday = '', month = '', day = '', hour = '', minute = '', second = '', year = ''] = asctime;
    if (!weekdays.includes(weekday.toLowerCase())) return null;
    return buildDate({ year: Number(year), month, day, hour, minute, second, zone: 'GMT' });
  }
  return null;
}

/**
 * True when `date` is at most `seconds` away from `now`, in either direction, counted in the whole seconds a Date
 * header has: the clock's milliseconds are dropped, so a Date that reads 60 s behind is accepted as one 60 s ahead
 * is (compared to the millisecond, every Date exactly 60 s behind was refused and every one 60 s ahead accepted).
 */
export function isWithinSkew(date: Date, now: Date, seconds: number): boolean {
  return Math.abs(wholeSeconds(date) - wholeSeconds(now)) <= seconds;
}

function wholeSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

// RFC 850 two-digit years: 70-99 are 19xx, 00-69 are 20xx (the pivot of RFC 6265 cookie dates).
function fullYear(year: string): number {
  const number = Number(year);
  if (year.length === 4) return number;
  return number >= 70 ? 1900 + number : 2000 + number;
}

type DateParts = {
  year: number;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
  zone: string;
};

function buildDate(parts: DateParts): Date | null {
  const month = months.indexOf(parts.month.toLowerCase());
  const day = Number(parts.day);
  const hour = Number(parts.hour);
  const minute = Number(parts.minute);
  const second = Number(parts.second);
  if (month < 0 || hour > 23 || minute > 59 || second > 59) return null;
  const offsetMinutes = zoneOffsetMinutes(parts.zone);
  if (offsetMinutes === null) return null;
  const date = new Date(0);
  date.setUTCFullYear(parts.year, month, day);
  if (date.getUTCMonth() !== month || date.getUTCDate() !== day) return null;
  date.setUTCHours(hour, minute - offsetMinutes, second, 0);
  return date;
}

function zoneOffsetMinutes(zone: string): number | null {
  const numeric = /^([+-])(\d{2})(\d{2})$/.exec(zone);
  if (!numeric) return 0;
  const [, sign, hours = '', minutes = ''] = numeric;
  if (Number(hours) > 23 || Number(minutes) > 59) return null;
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}
