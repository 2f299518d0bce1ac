import pg from 'pg';
import { ensureDayPartitions } from './ensure-day-partitions';

/**
 * Whether `error` is PostgreSQL refusing a row for a day no partition holds (D36: housekeeping creates them a week
 * ahead, so only after it failed for that long), from pg or wrapped by Prisma's driver adapter.
 */
export function isMissingDayPartition(error: unknown): boolean {
  for (let candidate: unknown = error; candidate instanceof Object;) {
    if (candidate instanceof pg.DatabaseError)
      return candidate.code === '23514' && candidate.message.startsWith('no partition of relation');
    if ('originalCode' in candidate && 'originalMessage' in candidate)
      return (
        candidate.originalCode === '23514' && String(candidate.originalMessage).startsWith('no partition of relation')
      );
    candidate =
      'meta' in candidate && candidate.meta instanceof Object && 'driverAdapterError' in candidate.meta
        ? candidate.meta.driverAdapterError
        : 'cause' in candidate
          ? candidate.cause
          : undefined;
  }
  return false;
}

const globalForPartitions = globalThis as unknown as { missingDayPartitions?: Promise<void> };

/**
 * D36: creates the day partitions from today on at once, waiting for another instance that creates them, after a
 * write found none for its day. One creation at a time in a process; a failure is left to the next write or pass.
 */
export function createMissingDayPartitions(): Promise<void> {
  globalForPartitions.missingDayPartitions ??= ensureDayPartitions({ now: new Date(), waitsForLock: true })
    .then(
      (created) => {
        if (created.length > 0) console.warn(`[partitions] created missing day partitions: ${created.join(', ')}`);
      },
      (error: unknown) => console.error(`[partitions] could not create missing day partitions: ${String(error)}`),
    )
    .finally(() => {
      globalForPartitions.missingDayPartitions = undefined;
    });
  return globalForPartitions.missingDayPartitions;
}
