import { bankDate } from '@/lib/berlin-group/bank-date';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { defaultBatchTimes } from '@/lib/settings/parse-env';
import { runPaymentBatch, type BatchReport } from '@/lib/payments/batch/run-payment-batch';
import { batchDayChecker } from './batch-day-checker';
import { batchSlotsBetween } from './batch-slots-between';

export type RunClockBatchSlotsInput = { tppId: string; through: Date; times?: readonly string[] };

// D16: moving the clock asks for the runs it passes, so with the scheduler off (`off`) they fall at the default times.
const clockBatchTimes = () => (env.XS2A_BATCH_TIMES.length > 0 ? env.XS2A_BATCH_TIMES : defaultBatchTimes);

/**
 * D16, D24: the batch runs of one TPP's sandbox whose times its clock has passed up to `through`, in order, each at
 * its own instant and bank day. Each run is claimed by moving the clock's batchRunThrough on, so none runs twice.
 */
export async function runClockBatchSlots(input: RunClockBatchSlotsInput): Promise<BatchReport> {
  const { tppId, through } = input;
  const report: BatchReport = { executed: [], retried: [], rejected: [] };
  const clock = await db.sandboxClock.findUnique({ where: { tppId }, select: { batchRunThrough: true } });
  if (!clock || clock.batchRunThrough >= through) return report;
  let reached = clock.batchRunThrough;
  const claim = async (until: Date) => {
    const claimed = await db.sandboxClock.updateMany({
      where: { tppId, batchRunThrough: reached },
      data: { batchRunThrough: until },
    });
    reached = until;
    return claimed.count === 1;
  };
  // A run pays the standing-order dates it reaches from the first day this catch-up covers; each date is booked once.
  const catchUpFrom = bankDate(reached);
  const slots = batchSlotsBetween(reached, through, input.times ?? clockBatchTimes());
  const isBatchDay = slots.length > 0 ? await batchDayChecker(tppId) : async () => false;
  for (const slot of slots) {
    if (!(await isBatchDay(slot.day))) continue;
    // Another runner (the scheduler, a second PUT) claimed this run: the rest is its to run.
    if (!(await claim(slot.scheduledFor))) return report;
    const run = await runPaymentBatch({
      tppId,
      now: slot.scheduledFor,
      day: slot.day,
      catchUpFrom,
      isLastRunOfDay: slot.isLastRunOfDay,
    });
    report.executed.push(...run.executed);
    report.retried.push(...run.retried);
    report.rejected.push(...run.rejected);
  }
  await claim(through);
  return report;
}
