import { repeatInBackground, type BackgroundLoop } from '@/lib/runtime/repeat-in-background';
import { observeBatchRun } from '@/lib/observability/observe-batch-run';
import { runMovedClocksBatches } from '@/lib/sandbox/clock/run-moved-clocks-batches';
import { runDueBatchSlot } from './run-due-batch-slot';

// How often an instance looks for a due slot. The slots and who ran them live in the BatchRun table, not here.
const tickMs = 30_000;

/**
 * D11, D24: the sandbox batch's scheduler in one instance. It looks at once (a slot missed while the service was down is
 * caught up) and then every 30 seconds; the BatchRun table decides which instance runs a slot. `stop` lets the payment
 * in hand finish, takes no other, and resolves when the instance is idle.
 */
export function startBatchScheduler(input: { times: readonly string[] }): BackgroundLoop {
  return repeatInBackground({
    intervalMs: tickMs,
    runsAtStart: true,
    work: async (signal) => {
      const started = performance.now();
      try {
        const run = await runDueBatchSlot({ now: new Date(), times: input.times, signal });
        if (run) {
          const { executed, retried, rejected } = run.report;
          observeBatchRun({
            outcome: 'completed',
            scheduledFor: run.slot.scheduledFor,
            durationMs: performance.now() - started,
            executed: executed.length,
            retried: retried.length,
            rejected: rejected.length,
          });
        }
        // D16: the sandboxes on a moved clock, whose runs fall at their own times.
        await runMovedClocksBatches({ now: new Date(), times: input.times });
      } catch (error) {
        observeBatchRun({
          outcome: 'failed',
          durationMs: performance.now() - started,
          error: (error as Error).message,
        });
      }
    },
  });
}
