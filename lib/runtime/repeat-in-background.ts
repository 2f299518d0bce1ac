import { runInDatabaseArea } from '@/lib/database/database-area';

export type BackgroundLoop = { stop: () => Promise<void> };

/**
 * Work an instance repeats while it serves (the payment batch's look for a due slot, the payment outbox, housekeeping):
 * once at start when `runsAtStart`, then every `intervalMs`. One run at a time: a tick that finds a run in hand is
 * skipped, so a slow run never piles up others behind it. `work` handles its own failures. `stop` cancels the ticks,
 * aborts the signal given to the run in hand and resolves when that run has ended (D33's graceful shutdown).
 */
export function repeatInBackground(input: { intervalMs: number; runsAtStart: boolean; work: (signal: AbortSignal) => Promise<void> }): BackgroundLoop {
  const controller = new AbortController();
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running || controller.signal.aborted) return;
    // D13: the instance's own work uses the background pool, whatever request's context set the loop going.
    running = runInDatabaseArea('background', () => input.work(controller.signal)).finally(() => {
      running = null;
    });
  };
  if (input.runsAtStart) tick();
  const timer = setInterval(tick, input.intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      controller.abort();
      await running;
    },
  };
}
