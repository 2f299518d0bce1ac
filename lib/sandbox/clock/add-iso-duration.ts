import { formatBankDateTime } from '@/lib/berlin-group/bank-date-time';

// ISO 8601 durations in whole numbers: P1Y2M3W4DT5H6M7S, at least one part, a T only before a time part.
const durationPattern =
  /^P(?:(\d{1,4})Y)?(?:(\d{1,5})M)?(?:(\d{1,6})W)?(?:(\d{1,6})D)?(?:T(?:(\d{1,7})H)?(?:(\d{1,9})M)?(?:(\d{1,10})S)?)?$/;

/**
 * D16: `instant` moved on by the ISO 8601 duration `duration` (`P91D`, `P3M`, `PT6H`); null when it is none. Years,
 * months, weeks and days move the bank's calendar (Europe/Oslo) at the same wall-clock time; hours to seconds elapse.
 */
export function addIsoDuration(instant: Date, duration: string): Date | null {
  const match = durationPattern.exec(duration);
  if (!match || duration === 'P' || duration.endsWith('T')) return null;
  const [years = 0, months = 0, weeks = 0, days = 0, hours = 0, minutes = 0, seconds = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  const local = formatBankDateTime(instant).slice(0, 19);
  const [year, month, day] = local.slice(0, 10).split('-').map(Number) as [number, number, number];
  const monthIndex = year * 12 + (month - 1) + years * 12 + months;
  // The same day of the month, or the month's last day (31 January plus P1M is 28 or 29 February).
  const lastDay = new Date(Date.UTC(Math.floor(monthIndex / 12), (monthIndex % 12) + 1, 0)).getUTCDate();
  const target = new Date(Date.UTC(Math.floor(monthIndex / 12), monthIndex % 12, Math.min(day, lastDay)));
  target.setUTCDate(target.getUTCDate() + weeks * 7 + days);
  const moved = osloInstant(`${target.toISOString().slice(0, 10)}T${local.slice(11)}`, instant.getUTCMilliseconds());
  return new Date(moved.getTime() + ((hours * 60 + minutes) * 60 + seconds) * 1000);
}

/** The instant the Oslo wall clock reads `local` (`YYYY-MM-DDThh:mm:ss`); in a skipped hour, an hour on. */
function osloInstant(local: string, milliseconds: number): Date {
  const asUtc = Date.parse(`${local}Z`) + milliseconds;
  for (const offsetHours of [2, 1]) {
    const candidate = new Date(asUtc - offsetHours * 3_600_000);
    if (formatBankDateTime(candidate).startsWith(local)) return candidate;
  }
  return new Date(asUtc - 3_600_000);
}
