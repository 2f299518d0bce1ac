import pg from 'pg';
import { currentDatabaseScope, type DatabaseArea } from '@/lib/database/database-area';
import type { DatabaseAreaSettings } from '@/lib/database/database-area-settings';
import { DatabaseBusyError } from '@/lib/database/database-busy-error';
import { OneQueryAtATimeClient } from '@/lib/database/one-query-at-a-time-client';
import { countDatabaseBusy } from '@/lib/observability/observe-database-pool';

// pg-pool's errors when no connection came within connectionTimeoutMillis: none came free, or a new one did not open.
const acquireTimeoutMessages = [
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
];

// PostgreSQL's SQLSTATE when the area's lock_timeout (lock_not_available) or statement_timeout (query_canceled) ran out.
const timeoutSqlStates = new Set(['55P03', '57014']);

type ConnectCallback = (error: Error | undefined, client?: pg.PoolClient, done?: (release?: unknown) => void) => void;

/** Marks the scope a statement ran in as busy when PostgreSQL ended it for running past the area's timeouts (D13). */
class AreaClient extends OneQueryAtATimeClient {
  override query(...args: unknown[]): never {
    const scope = currentDatabaseScope();
    const markTimeout = (error: unknown) => {
      if (scope && error instanceof pg.DatabaseError && error.code && timeoutSqlStates.has(error.code))
        scope.wasBusy = true;
    };
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      return super.query(...args.slice(0, -1), (error: unknown, ...results: unknown[]) => {
        markTimeout(error);
        return (callback as (...callbackArguments: unknown[]) => unknown)(error, ...results);
      });
    }
    const result: unknown = super.query(...args);
    if (!(result instanceof Promise)) return result as never;
    return result.catch((error: unknown) => {
      markTimeout(error);
      throw error;
    }) as never;
  }
}

/**
 * D13: one area's pool. PostgreSQL's statement_timeout and lock_timeout are set on each of its connections at start-up;
 * waiting for a connection longer than the area allows fails with `DatabaseBusyError` instead of queueing on. Either,
 * or a statement PostgreSQL ended at those timeouts, marks the request's scope busy.
 */
export class AreaPool extends pg.Pool {
  readonly area: DatabaseArea;
  readonly settings: DatabaseAreaSettings;

  constructor(input: { area: DatabaseArea; settings: DatabaseAreaSettings; connectionString: string }) {
    const { settings } = input;
    super({
      connectionString: input.connectionString,
      max: settings.connections,
      connectionTimeoutMillis: settings.acquireTimeoutMs,
      statement_timeout: settings.statementTimeoutMs,
      lock_timeout: settings.lockTimeoutMs,
      Client: AreaClient,
    });
    this.area = input.area;
    this.settings = settings;
  }

  // pool.query and Prisma's adapter both come through here (with a callback, or for a promise).
  override connect(...args: unknown[]): never {
    const connect = (super.connect as (...connectArguments: unknown[]) => unknown).bind(this);
    const [callback] = args as [ConnectCallback | undefined];
    if (typeof callback === 'function')
      return connect((error: Error | undefined, client?: pg.PoolClient, done?: () => void) =>
        callback(error && this.#asBusy(error), client, done),
      ) as never;
    return (connect() as Promise<pg.PoolClient>).catch((error: Error) => {
      throw this.#asBusy(error);
    }) as never;
  }

  #asBusy(error: Error): Error {
    if (!acquireTimeoutMessages.includes(error.message)) return error;
    countDatabaseBusy(this.area);
    const scope = currentDatabaseScope();
    if (scope) scope.wasBusy = true;
    return new DatabaseBusyError(this.area, this.settings.acquireTimeoutMs);
  }
}
