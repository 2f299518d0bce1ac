// D11: dated rules name calendar days; a day starts at midnight in the bank's time zone, Europe/Oslo.
const osloDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Oslo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const hourMs = 3_600_000;
// Europe/Oslo is a whole number of hours from UTC, and both its midnights and its clock changes fall on a UTC hour, so
// the date is the same for every instant of one UTC hour: the last hour's date is kept (formatting costs more than the
// rest of a request's date checks, D31).
let lastHour = Number.NaN;
let lastDate = '';

/** The bank's calendar date (`YYYY-MM-DD`, Europe/Oslo) at an instant. */
export function bankDate(now: Date): string {
  const hour = Math.floor(now.getTime() / hourMs);
  if (hour !== lastHour) {
    lastDate = osloDate.format(now);
    lastHour = hour;
  }
  return lastDate;
}

/** A `@db.Date` column (a UTC midnight) as `YYYY-MM-DD`. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
