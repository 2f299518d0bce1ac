import { latestDueSlot, type BatchSlot } from './batch-slots';
import { claimBatchSlot } from './claim-batch-slot';
import { findCatchUpDay } from './find-catch-up-day';
import { finishBatchRun } from './finish-batch-run';
import { runPaymentBatch, type BatchReport } from './run-payment-batch';

export type RunDueBatchSlotInput = {
  now: Date;
  times: readonly string[];
  signal?: AbortSignal;
};

/**
 * D24: runs the latest batch slot at or before `now` that no instance ran, for every TPP's sandbox on the slot's bank
 * day; the day's last slot closes its day. Null when there was nothing for this instance to run.
 */
export async function runDueBatchSlot(
  input: RunDueBatchSlotInput,
): Promise<{ slot: BatchSlot; report: BatchReport } | null> {
  const slot = latestDueSlot(input.now, input.times);
  if (!slot || !(await claimBatchSlot({ scheduledFor: slot.scheduledFor, now: input.now }))) return null;
  const catchUpFrom = await findCatchUpDay({ day: slot.day });
  const report = await runPaymentBatch({
    now: input.now,
    day: slot.day,
    catchUpFrom,
    isLastRunOfDay: slot.isLastRunOfDay,
    ...(input.signal ? { signal: input.signal } : {}),
  });
  if (input.signal?.aborted) return null;
  await finishBatchRun({ slot, paymentsDone: report.executed.length + report.rejected.length });
  return { slot, report };
}
