import { runDueBatchSlot } from './run-due-batch-slot';

export type BatchScheduler = { stop: () => Promise<void> };

// How often an instance looks for a due slot. The slots and who ran them live in the BatchRun table, not here.
const tickMs = 30_000;

/**
 * D11, D24: the sandbox batch's scheduler in one instance. It looks at once (a slot missed while the service was down is
 * caught up) and then every 30 seconds; the BatchRun table decides which instance runs a slot. `stop` lets the payment
 * in hand finish, takes no other, and resolves when the instance is idle.
 */
export function startBatchScheduler(input: { times: readonly string[]; log: (line: string) => void }): BatchScheduler {
  const controller = new AbortController();
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = running.then(async () => {
      if (controller.signal.aborted) return;
      try {
        const run = await runDueBatchSlot({ now: new Date(), times: input.times, signal: controller.signal });
        if (run) {
          const { executed, retried, rejected } = run.report;
          input.log(`Payment batch ${run.slot.scheduledFor.toISOString()}: ${executed.length} executed, ${retried.length} retried, ${rejected.length} rejected`);
        }
      } catch (error) {
        input.log(`Payment batch failed, the next look retries: ${(error as Error).message}`);
      }
    });
  };
  tick();
  const timer = setInterval(tick, tickMs);
  return {
    stop: async () => {
      clearInterval(timer);
      controller.abort();
      await running;
    },
  };
}
