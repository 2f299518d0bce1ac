// D11: dated rules name calendar days; a day starts at midnight in the bank's time zone, Europe/Oslo.
const osloDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The bank's calendar date (`YYYY-MM-DD`, Europe/Oslo) at an instant. */
export function bankDate(now: Date): string {
  return osloDate.format(now);
}
