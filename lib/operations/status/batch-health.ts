import { latestDueSlot } from '@/lib/payments/batch/batch-slots';

export type BatchRunRow = { scheduledFor: Date; startedAt: Date; finishedAt: Date | null; paymentsDone: number };

export type BatchHealth = 'operational' | 'delayed' | 'not-run';

// A run has this long after its slot to finish before the page calls it delayed (the scheduler looks every 30 s).
const graceMilliseconds = 10 * 60 * 1000;

/**
 * D24, D33: the batch's state from its own records: `not-run` where it does not run (production, or no
 * XS2A_BATCH_TIMES); `delayed` when the latest due slot has no finished run 10 minutes after its time.
 */
export function batchHealth(input: {
  isScheduled: boolean;
  times: readonly string[];
  runs: readonly BatchRunRow[];
  now: Date;
}): BatchHealth {
  if (!input.isScheduled || input.times.length === 0) return 'not-run';
  const due = latestDueSlot(input.now, input.times);
  if (!due || input.now.getTime() - due.scheduledFor.getTime() <= graceMilliseconds) return 'operational';
  const run = input.runs.find((row) => row.scheduledFor.getTime() === due.scheduledFor.getTime());
  return run?.finishedAt ? 'operational' : 'delayed';
}
