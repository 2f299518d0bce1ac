import { bankDate } from '@/lib/berlin-group/bank-date';
import { formatBankDateTime } from '@/lib/berlin-group/bank-date-time';
import { addDays } from '@/lib/sandbox/shared/calendar';

export type BatchSlot = { scheduledFor: Date; day: string; isLastRunOfDay: boolean };

const hour = 3_600_000;

/**
 * D11, D24: the instant of the bank's wall-clock `time` (HH:MM, Europe/Oslo) on `day`. On the autumn day a time that
 * happens twice is its first occurrence; on the spring day a time in the skipped hour is the same reading an hour on.
 */
export function slotInstant(day: string, time: string): Date {
  const wallClockAsUtc = Date.parse(`${day}T${time}:00.000Z`);
  // Oslo is UTC+2 in summer and UTC+1 in winter: the earlier candidate that reads `time` on `day` is the instant.
  for (const offset of [2 * hour, hour]) {
    const candidate = new Date(wallClockAsUtc - offset);
    if (formatBankDateTime(candidate).startsWith(`${day}T${time}:`)) return candidate;
  }
  return new Date(wallClockAsUtc - hour);
}

/**
 * D24: the latest batch slot at or before `now` (today's or, before today's first, yesterday's), with the bank day it
 * belongs to and whether it is that day's last configured slot, the run that rejects what still lacks funds. `times`
 * are sorted HH:MM (lib/env XS2A_BATCH_TIMES); none: no slot.
 */
export function latestDueSlot(now: Date, times: readonly string[]): BatchSlot | null {
  const today = bankDate(now);
  for (const day of [today, addDays(today, -1)]) {
    for (let index = times.length - 1; index >= 0; index--) {
      const scheduledFor = slotInstant(day, times[index] as string);
      if (scheduledFor.getTime() <= now.getTime())
        return { scheduledFor, day, isLastRunOfDay: index === times.length - 1 };
    }
  }
  return null;
}

/**
 * D24: the first bank day whose batch runs can still execute what is approved at `now`: today while today's last
 * configured run is still ahead, otherwise tomorrow. `times` are sorted HH:MM (lib/env XS2A_BATCH_TIMES); none (`off`:
 * no scheduled run, the batch runs on demand): today, all day.
 */
export function firstReachableBatchDay(now: Date, times: readonly string[]): string {
  const today = bankDate(now);
  const lastTime = times.at(-1);
  if (lastTime === undefined || now.getTime() < slotInstant(today, lastTime).getTime()) return today;
  return addDays(today, 1);
}

/**
 * D24: how many days before its own a scheduled run reaches back for standing-order executions whose day was never
 * closed by its last run (the service was down). Downtime longer than a month leaves the older dates unpaid.
 */
export const maxCatchUpDays = 31;

/**
 * D24: the first day whose standing-order executions a run on `day` pays: the day after the latest of `closedDays`
 * (bank days, any order), at most maxCatchUpDays back; the day after `day` when `day` itself is closed.
 */
export function firstCatchUpDay(day: string, closedDays: readonly string[]): string {
  let first = addDays(day, -maxCatchUpDays);
  for (const closed of closedDays) {
    if (closed <= day && addDays(closed, 1) > first) first = addDays(closed, 1);
  }
  return first;
}
