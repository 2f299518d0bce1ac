import { bankDate } from '@/lib/berlin-group/bank-date';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { defaultBatchTimes } from '@/lib/settings/parse-env';
import { runPaymentBatch, type BatchReport } from '@/lib/payments/batch/run-payment-batch';
import { batchDayChecker } from './batch-day-checker';
import { batchSlotsBetween } from './batch-slots-between';

export type RunClockBatchSlotsInput = { tppId: string; now: Date; times?: readonly string[] };

// D16: moving the clock asks for the runs it passes, so with the scheduler off (`off`) they fall at the default times.
const clockBatchTimes = () => (env.XS2A_BATCH_TIMES.length > 0 ? env.XS2A_BATCH_TIMES : defaultBatchTimes);

/**
 * D16, D24: the batch runs of one TPP's sandbox whose times its clock has passed at real time `now`, in order, each at
 * its own instant and bank day. Each run is claimed by moving the clock's batchRunThrough on, so none runs twice.
 */
export async function runClockBatchSlots(input: RunClockBatchSlotsInput): Promise<BatchReport> {
  const report: BatchReport = { executed: [], retried: [], rejected: [] };
  let through = new Date(0);
  for (;;) {
    const clock = await db.sandboxClock.findUnique({
      where: { tppId: input.tppId },
      select: { batchRunThrough: true, offsetMs: true },
    });
    // A catch-up that lost a run to another (a second move, the scheduler) leaves the rest to it; the one left running
    // reads the clock again when done and goes on to where a move meanwhile put it, so no run is left out.
    const reached = clock && new Date(input.now.getTime() + Number(clock.offsetMs));
    if (!clock || !reached || reached <= through) return report;
    through = reached;
    if (!(await runSlotsThrough({ ...input, from: clock.batchRunThrough, through }, report))) return report;
  }
}

/** The runs after `from` up to `through`, added to `report`; false when another catch-up claimed one first. */
async function runSlotsThrough(
  input: RunClockBatchSlotsInput & { from: Date; through: Date },
  report: BatchReport,
): Promise<boolean> {
  const { tppId, through } = input;
  if (input.from >= through) return true;
  let reached = input.from;
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
    if (!(await claim(slot.scheduledFor))) return false;
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
  return claim(through);
}
