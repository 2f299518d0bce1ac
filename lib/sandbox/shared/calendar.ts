// Sandbox dates are calendar days (`YYYY-MM-DD`, spec 8) in the bank's time zone (D11: lib/berlin-group/bank-date).
// A day is held in the database as UTC midnight of that date (Prisma @db.Date).

const millisecondsPerDay = 86_400_000;

/** The database value of a calendar day. */
export function dayToDate(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

/** The calendar day of a database date value. */
export function dateToDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The calendar day `days` after (negative: before) `day`. */
export function addDays(day: string, days: number): string {
  return dateToDay(new Date(dayToDate(day).getTime() + days * millisecondsPerDay));
}
