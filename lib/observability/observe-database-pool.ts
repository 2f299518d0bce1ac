import { xs2aMetrics, type PoolCounts } from './metrics';

/** D33: the database pool's gauges read this pool at each scrape. */
export function observeDatabasePool(pool: PoolCounts): void {
  xs2aMetrics().pool = pool;
}
