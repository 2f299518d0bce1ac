import { db } from '@/lib/db';
import { addDays, dateToDay, dayToDate } from '@/lib/sandbox/shared/calendar';
import { firstCatchUpDay, maxCatchUpDays } from './batch-slots';

/**
 * D24: the first execution day a run on `day` pays standing orders from (firstCatchUpDay), read from the days recorded
 * closed (BatchClosedDay) within the look-back, `day` included. Which days are closed does not depend on the batch
 * times in force now: a day closed at an earlier last time stays closed when the times move later.
 */
export async function findCatchUpDay(input: { day: string }): Promise<string> {
  const latest = await db.batchClosedDay.findFirst({
    where: { day: { gte: dayToDate(addDays(input.day, -maxCatchUpDays)), lte: dayToDate(input.day) } },
    orderBy: { day: 'desc' },
    select: { day: true },
  });
  return firstCatchUpDay(input.day, latest ? [dateToDay(latest.day)] : []);
}
