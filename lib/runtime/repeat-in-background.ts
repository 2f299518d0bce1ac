import { runInDatabaseArea } from '@/lib/database/database-area';

export type BackgroundLoop = { stop: () => Promise<void> };

export type RepeatInBackgroundInput = {
  intervalMs: number;
  runsAtStart: boolean;
  work: (signal: AbortSignal) => Promise<void>;
};

/**
 * D33: work an instance repeats while it serves, once at start when `runsAtStart` and then every `intervalMs`, one run
 * at a time; `stop` cancels the ticks, aborts the run in hand and resolves when it has ended. `work` handles failures.
 */
export function repeatInBackground(input: RepeatInBackgroundInput): BackgroundLoop {
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
