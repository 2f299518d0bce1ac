import { repeatInBackground, type BackgroundLoop } from '@/lib/runtime/repeat-in-background';
import { observeHousekeeping } from '@/lib/observability/observe-housekeeping';
import type { HousekeepingSettings } from './housekeeping-tasks';
import { runHousekeeping } from './run-housekeeping';

// Often enough that a day's backlog (20 batches of 5,000 rows per table and pass) is worked off within the day.
const passIntervalMs = 10 * 60_000;

/**
 * D33: housekeeping in one instance: a pass at once and then every ten minutes. Every instance runs it; the batches
 * share the work (runHousekeeping). `stop` ends the pass in hand after its current statement.
 */
export function startHousekeeping(settings: HousekeepingSettings): BackgroundLoop {
  return repeatInBackground({
    intervalMs: passIntervalMs,
    runsAtStart: true,
    work: async (signal) => {
      const started = performance.now();
      try {
        const report = await runHousekeeping({ ...settings, now: new Date(), signal });
        observeHousekeeping({ outcome: 'completed', ...report, durationMs: performance.now() - started });
      } catch (error) {
        observeHousekeeping({
          outcome: 'failed',
          error: (error as Error).message,
          durationMs: performance.now() - started,
        });
      }
    },
  });
}
