import type { HousekeepingReport } from '@/lib/housekeeping/run-housekeeping';
import { getLogger } from './logger';
import { xs2aMetrics } from './metrics';

export type ObservedHousekeeping =
  ({ outcome: 'completed' } & HousekeepingReport) | { outcome: 'failed'; error: string };

/** D33: a housekeeping pass of this instance: rows deleted counted by table, the pass logged when it deleted any, ended an SCA or failed. */
export function observeHousekeeping(pass: ObservedHousekeeping & { durationMs: number }): void {
  const metrics = xs2aMetrics();
  if (pass.outcome === 'failed') {
    getLogger().error({ durationMs: pass.durationMs, error: pass.error }, 'housekeeping failed, the next pass retries');
    return;
  }
  for (const [table, rows] of Object.entries(pass.deleted)) metrics.housekeepingDeletedRows.inc({ table }, rows);
  metrics.housekeepingLastPass.set(Date.now() / 1000);
  const deletedAny = Object.values(pass.deleted).some((rows) => rows > 0);
  const { partitionsCreated, partitionsDropped } = pass;
  if (deletedAny || pass.scasEnded > 0 || partitionsCreated.length > 0 || partitionsDropped.length > 0)
    getLogger().info(
      {
        durationMs: pass.durationMs,
        deleted: pass.deleted,
        partitionsCreated,
        partitionsDropped,
        scasEnded: pass.scasEnded,
        isComplete: pass.isComplete,
      },
      'housekeeping',
    );
}
