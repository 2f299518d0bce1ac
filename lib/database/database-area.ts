import { AsyncLocalStorage } from 'node:async_hooks';
import { processWide } from '@/lib/runtime/process-wide';

/**
 * D13: who a database call serves, each with its own pool and timeouts, so that one cannot starve another: the XS2A
 * API, the PSU pages, the developer portal, and the instance's own work (batch, housekeeping, outbox, health checks).
 */
export const databaseAreas = ['xs2a', 'psu', 'portal', 'background'] as const;

export type DatabaseArea = (typeof databaseAreas)[number];

/**
 * One request's or one run's area; `wasBusy` turns true when its pool had no connection for it in time, or PostgreSQL
 * ended one of its statements at the area's lock_timeout or statement_timeout.
 */
export type DatabaseScope = { area: DatabaseArea; wasBusy: boolean };

// One storage for the process: the launcher starts requests and background loops, and the Next.js bundle reads them.
const scopeStorage = processWide('database.area', () => new AsyncLocalStorage<DatabaseScope>());

/** Runs `work`, and everything it starts, against the pool of the scope's area. */
export function runInDatabaseScope<Result>(scope: DatabaseScope, work: () => Result): Result {
  return scopeStorage().run(scope, work);
}

/** As `runInDatabaseScope`, in a scope of its own. */
export function runInDatabaseArea<Result>(area: DatabaseArea, work: () => Result): Result {
  return runInDatabaseScope({ area, wasBusy: false }, work);
}

/** The scope of the work in hand, if any: a command-line script or a test process has none. */
export function currentDatabaseScope(): DatabaseScope | undefined {
  return scopeStorage().getStore();
}

/** The area of the work in hand; outside any scope, the background one. */
export function currentDatabaseArea(): DatabaseArea {
  return currentDatabaseScope()?.area ?? 'background';
}
