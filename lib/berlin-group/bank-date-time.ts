// Spec "What the service does" 8: a date-time in a JSON payload is `YYYY-MM-DDThh:mm:ss+hh:mm`: whole seconds and a
// numeric offset, given in the bank's time zone (D11: Europe/Oslo), never a `Z` or milliseconds.
const osloParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Oslo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** An instant as the bank's local date-time with its UTC offset, e.g. `2026-11-23T09:14:05+01:00`. */
export function formatBankDateTime(instant: Date): string {
  const wholeSeconds = Math.floor(instant.getTime() / 1000) * 1000;
  const part = Object.fromEntries(
    osloParts.formatToParts(new Date(wholeSeconds)).map(({ type, value }) => [type, value]),
  );
  const local = `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}`;
  const offsetMinutes = Math.round((Date.parse(`${local}Z`) - wholeSeconds) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offsetMinutes) % 60).padStart(2, '0');
  return `${local}${sign}${hours}:${minutes}`;
}
