import { z } from 'zod';

// Spec "What the service does" 8: JSON dates are ISO 8601, `YYYY-MM-DD` or `YYYY-MM-DDThh:mm:ss+hh:mm`.
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
// Seconds are required (the spec's shape); a fraction is allowed; the offset is `Z` or `±hh:mm`. No leap second.
const dateTimePattern =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,9})?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;

/** True for a real calendar date in `YYYY-MM-DD` form (leap years honoured, year 0001 to 9999). */
export function isIsoDate(value: unknown): boolean {
  const match = typeof value === 'string' ? datePattern.exec(value) : null;
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** True for an ISO 8601 date-time with seconds and an offset (`Z` or `±hh:mm`) on a real calendar date. */
export function isIsoDateTime(value: unknown): boolean {
  const match = typeof value === 'string' ? dateTimePattern.exec(value) : null;
  return match !== null && isIsoDate(match[1]);
}

/** Zod schema for an ISO 8601 date `YYYY-MM-DD`. */
export const isoDateSchema = z
  .string()
  .refine(isIsoDate, { message: 'Expected a date in the form YYYY-MM-DD' })
  .meta({ format: 'date' });

/** Zod schema for an ISO 8601 date-time with offset, e.g. `2026-01-14T09:30:00+01:00`. */
export const isoDateTimeSchema = z
  .string()
  .refine(isIsoDateTime, { message: 'Expected a date-time in the form YYYY-MM-DDThh:mm:ss+hh:mm' });

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}
