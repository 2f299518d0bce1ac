import { db } from '@/lib/db';
import { isSandbox } from '@/lib/env';
import type { BatchReport } from '@/lib/payments/batch/run-payment-batch';
import { runClockBatchSlots } from './run-clock-batch-slots';

/**
 * D16, D24: the scheduler's turn for the sandboxes whose clock moved: each runs the batch runs its own clock has passed
 * since the last (a moved clock keeps running). Real time `now`, `times` as XS2A_BATCH_TIMES; none in production.
 */
export async function runMovedClocksBatches(input: { now: Date; times: readonly string[] }): Promise<BatchReport> {
  const report: BatchReport = { executed: [], retried: [], rejected: [] };
  if (!isSandbox) return report;
  const clocks = await db.sandboxClock.findMany({ select: { tppId: true }, orderBy: { tppId: 'asc' } });
  for (const clock of clocks) {
    const run = await runClockBatchSlots({ tppId: clock.tppId, now: input.now, times: input.times });
    report.executed.push(...run.executed);
    report.retried.push(...run.retried);
    report.rejected.push(...run.rejected);
  }
  return report;
}
