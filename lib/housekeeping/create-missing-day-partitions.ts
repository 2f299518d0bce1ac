import { processWide } from '@/lib/runtime/process-wide';
import { ensureDayPartitions } from './ensure-day-partitions';

const creation = processWide('housekeeping.missing-day-partitions', (): { running?: Promise<void> } => ({}));

/**
 * D36: creates the day partitions from today on at once, waiting for another instance that creates them, after a
 * write found none for its day. One creation at a time in a process; a failure is left to the next write or pass.
 */
export function createMissingDayPartitions(): Promise<void> {
  const held = creation();
  held.running ??= ensureDayPartitions({ now: new Date(), waitsForLock: true })
    .then(
      (created) => {
        if (created.length > 0) console.warn(`[partitions] created missing day partitions: ${created.join(', ')}`);
      },
      (error: unknown) => console.error(`[partitions] could not create missing day partitions: ${String(error)}`),
    )
    .finally(() => {
      held.running = undefined;
    });
  return held.running;
}
