import { getLogger } from './logger';
import { xs2aMetrics } from './metrics';

export type ObservedBatchRun =
  | {
      outcome: 'completed';
      scheduledFor: Date;
      durationMs: number;
      executed: number;
      retried: number;
      rejected: number;
    }
  | { outcome: 'failed'; durationMs: number; error: string };

/** D33: a scheduled payment batch run of this instance: counted, timed and logged. */
export function observeBatchRun(run: ObservedBatchRun): void {
  const metrics = xs2aMetrics();
  metrics.batchRuns.inc({ outcome: run.outcome });
  metrics.batchLastRunDuration.set(run.durationMs / 1000);
  const { outcome, ...fields } = run;
  if (outcome === 'completed')
    getLogger().info({ ...fields, scheduledFor: run.scheduledFor.toISOString(), outcome }, 'payment batch run');
  else getLogger().error({ ...fields, outcome }, 'payment batch run failed, the next look retries');
}
