import { addDays, dayToDate } from '@/lib/sandbox/shared/calendar';

export type PeriodicSchedule = {
  startDate: string;
  endDate: string | null;
  frequency: string | null;
  dayOfExecution: string | null;
  executionRule: string | null;
  monthsOfExecution: readonly string[];
};

// Berlin Group frequencies measured in months; MonthlyVariable names its months in monthsOfExecution.
const monthSteps: Record<string, number> = { Monthly: 1, EveryTwoMonths: 2, Quarterly: 3, SemiAnnual: 6, Annual: 12 };
const daySteps: Record<string, number> = { Daily: 1, Weekly: 7, EveryTwoWeeks: 14 };

/**
 * D24: the scheduled execution dates of a periodic payment on `day`, or on any day from `from` up to `day`, oldest
 * first, after executionRule moved them; several dates on one day are several executions.
 */
export function periodicExecutionDates(schedule: PeriodicSchedule, day: string, from = day): string[] {
  const dates: string[] = [];
  for (let executionDay = from; executionDay <= day; executionDay = addDays(executionDay, 1)) {
    // A weekend date moves at most two days, so the dates that can land on a day are within two days of it.
    const candidates = [-2, -1, 0, 1, 2].map((offset) => addDays(executionDay, offset));
    dates.push(
      ...candidates.filter(
        (candidate) =>
          isScheduled(schedule, candidate) && executionDayOf(candidate, schedule.executionRule) === executionDay,
      ),
    );
  }
  return dates;
}

// Every frequency repeats within a year, so a schedule that has a date has one within this many days of any day.
const scanDays = 400;

/**
 * D23, D24: the first scheduled date (before executionRule) whose execution falls on or after `reachableFrom`, or the
 * schedule's first date without it; null when none falls between startDate and endDate.
 */
export function firstScheduledDate(schedule: PeriodicSchedule, reachableFrom?: string): string | null {
  // A date moves at most two days, so one scheduled two days before `reachableFrom` may still execute on it.
  const from =
    reachableFrom && addDays(reachableFrom, -2) > schedule.startDate ? addDays(reachableFrom, -2) : schedule.startDate;
  for (let offset = 0; offset < scanDays; offset += 1) {
    const date = addDays(from, offset);
    if (schedule.endDate !== null && date > schedule.endDate) return null;
    if (
      isScheduled(schedule, date) &&
      (!reachableFrom || executionDayOf(date, schedule.executionRule) >= reachableFrom)
    )
      return date;
  }
  return null;
}

/** The last date of the schedule on or before endDate; null without an endDate, or when none falls in the schedule. */
export function lastScheduledDate(schedule: PeriodicSchedule): string | null {
  if (schedule.endDate === null) return null;
  for (let offset = 0; offset < scanDays; offset += 1) {
    const date = addDays(schedule.endDate, -offset);
    if (date < schedule.startDate) return null;
    if (isScheduled(schedule, date)) return date;
  }
  return null;
}

/** D23: how many dates the schedule has from `from` to `to`, both included (before executionRule moves them). */
export function scheduledDateCount(schedule: PeriodicSchedule, from: string, to: string): number {
  let count = 0;
  for (let date = from; date <= to; date = addDays(date, 1)) if (isScheduled(schedule, date)) count += 1;
  return count;
}

function isScheduled(schedule: PeriodicSchedule, date: string): boolean {
  if (date < schedule.startDate || (schedule.endDate !== null && date > schedule.endDate)) return false;
  const frequency = schedule.frequency ?? '';
  const daysStep = daySteps[frequency];
  if (daysStep !== undefined) return daysBetween(schedule.startDate, date) % daysStep === 0;
  const [startYear, startMonth, startDay] = parts(schedule.startDate);
  const [year, month, dayOfMonth] = parts(date);
  const monthsStep = monthSteps[frequency];
  if (monthsStep !== undefined) {
    if (((year - startYear) * 12 + (month - startMonth)) % monthsStep !== 0) return false;
  } else if (
    frequency !== 'MonthlyVariable' ||
    !schedule.monthsOfExecution.some((listed) => Number(listed) === month)
  ) {
    return false;
  }
  const wanted = schedule.dayOfExecution ? Number(schedule.dayOfExecution) : startDay;
  return dayOfMonth === Math.min(wanted, daysInMonth(year, month));
}

/** The day a scheduled date executes on: moved off a Saturday or Sunday by executionRule, else the date itself. */
export function executionDayOf(date: string, executionRule: string | null): string {
  const weekday = dayToDate(date).getUTCDay();
  if (weekday !== 0 && weekday !== 6) return date;
  if (executionRule === 'following') return addDays(date, weekday === 6 ? 2 : 1);
  if (executionRule === 'preceding') return addDays(date, weekday === 6 ? -1 : -2);
  return date;
}

function parts(date: string): [number, number, number] {
  const [year, month, day] = date.split('-').map(Number);
  return [year ?? 0, month ?? 0, day ?? 0];
}

function daysBetween(from: string, to: string): number {
  return Math.round((dayToDate(to).getTime() - dayToDate(from).getTime()) / 86_400_000);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
