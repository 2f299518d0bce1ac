import { xs2aMetrics, type PoolCounts } from './metrics';

/** D33: the database pool gauges read this area's pool at each scrape (one pool per area). */
export function observeDatabasePool(area: string, pool: PoolCounts): void {
  xs2aMetrics().pools.set(area, pool);
}

/** D13: one request or piece of work refused because the area's pool had no free connection in time. */
export function countDatabaseBusy(area: string): void {
  xs2aMetrics().databaseBusy.inc({ pool: area });
}
