import { z } from 'zod';

/** One run of days with the same hours: days 1 (Monday) to 7 (Sunday), times `HH:MM` on the Europe/Oslo clock. */
export type OpeningPeriod = { fromDay: number; toDay: number; opens: string; closes: string };

/** D30: when a phone line answers: around the clock, or on the listed days between the listed times. */
export type OpeningHours = 'always' | OpeningPeriod[];

const dayNames = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const periodPattern = /^([a-z]{3})(?:-([a-z]{3}))? ([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-4]):([0-5]\d)$/;
const format = 'expected `always` or periods such as `Mon-Fri 08:00-20:00, Sat 10:00-15:00`';

/** One period, or the reason it is not one. */
function parsePeriod(text: string): OpeningPeriod | string {
  const match = periodPattern.exec(text.trim().toLowerCase().replace(/\s+/g, ' '));
  if (!match) return format;
  const [, from = '', to = from, opensHour, opensMinute, closesHour, closesMinute] = match;
  const fromDay = dayNames.indexOf(from) + 1;
  const toDay = dayNames.indexOf(to) + 1;
  if (fromDay === 0 || toDay === 0) return 'days are Mon, Tue, Wed, Thu, Fri, Sat and Sun';
  if (fromDay > toDay) return 'a run of days goes from Monday towards Sunday, such as Mon-Fri';
  const opens = `${opensHour}:${opensMinute}`;
  const closes = `${closesHour}:${closesMinute}`;
  if (closes > '24:00' || opens >= closes) return 'a line closes after it opens, on the same day';
  return { fromDay, toDay, opens, closes };
}

/** `always`, or comma-separated periods; no day may be in two periods. */
export const openingHoursSchema = z.string().transform((value, context): OpeningHours => {
  if (value.trim().toLowerCase() === 'always') return 'always';
  const periods: OpeningPeriod[] = [];
  for (const part of value.split(',')) {
    const period = parsePeriod(part);
    if (typeof period === 'string') {
      context.addIssue({ code: 'custom', message: period });
      return z.NEVER;
    }
    if (periods.some((other) => period.fromDay <= other.toDay && other.fromDay <= period.toDay)) {
      context.addIssue({ code: 'custom', message: 'each day is in one period at most' });
      return z.NEVER;
    }
    periods.push(period);
  }
  return periods.sort((left, right) => left.fromDay - right.fromDay);
});
