import { db } from '@/lib/db';
import { addDays } from '@/lib/sandbox/calendar';
import { firstCatchUpDay, maxCatchUpDays, slotInstant } from './batch-slots';

/**
 * D24: the first execution day a scheduled run on `day` pays standing orders from (firstCatchUpDay), read from the
 * BatchRun rows of the days it may reach back over: which of them a finished run closed.
 */
export async function findCatchUpDay(input: { day: string; times: readonly string[] }): Promise<string> {
  const finished = await db.batchRun.findMany({
    where: { scheduledFor: { gte: slotInstant(addDays(input.day, -maxCatchUpDays), '00:00'), lt: slotInstant(input.day, '00:00') }, finishedAt: { not: null } },
    select: { scheduledFor: true },
  });
  return firstCatchUpDay(input.day, input.times, finished.map((run) => run.scheduledFor));
}
