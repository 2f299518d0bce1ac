import { bankDate } from './bank-date';

// D11: how far ahead of the bank's date a date a TPP sends may lie. A date beyond is a mistake or a stand-in
// (9999-12-31), never a payment the bank would hold for years or an entry it has.

/** A payment's execution date (requestedExecutionDate, a standing order's startDate): at most one year ahead. */
export const executionHorizonYears = 1;

/** A standing order's endDate: at most ten years ahead; one meant to run longer leaves endDate out (no end). */
export const standingOrderHorizonYears = 10;

/** The latest date `years` ahead of the bank's date at `now`: the same day of the month, 29 February on 28 February. */
export function latestDateAhead(now: Date, years: number): string {
  const [year, month, day] = bankDate(now).split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year + years, month, 0)).getUTCDate();
  return `${String(year + years).padStart(4, '0')}-${pad(month)}-${pad(Math.min(day, lastDay))}`;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
