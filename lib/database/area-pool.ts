import pg from 'pg';
import { currentDatabaseScope, type DatabaseArea } from '@/lib/database/database-area';
import type { DatabaseAreaSettings } from '@/lib/database/database-area-settings';
import { DatabaseBusyError } from '@/lib/database/database-busy-error';
import { OneQueryAtATimeClient } from '@/lib/database/one-query-at-a-time-client';
import { countDatabaseBusy } from '@/lib/observability/observe-database-pool';

// pg-pool's errors when no connection came within connectionTimeoutMillis: none came free, or a new one did not open.
const acquireTimeoutMessages = ['timeout exceeded when trying to connect', 'Connection terminated due to connection timeout'];

type ConnectCallback = (error: Error | undefined, client?: pg.PoolClient, done?: (release?: unknown) => void) => void;

/**
 * D13: one area's pool. PostgreSQL's statement_timeout and lock_timeout are set on each of its connections at start-up;
 * waiting for a connection longer than the area allows fails with `DatabaseBusyError` instead of queueing on.
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
      Client: OneQueryAtATimeClient,
    });
    this.area = input.area;
    this.settings = settings;
  }

  // pool.query and Prisma's adapter both come through here (with a callback, or for a promise).
  override connect(...args: unknown[]): never {
    const connect = (super.connect as (...connectArguments: unknown[]) => unknown).bind(this);
    const [callback] = args as [ConnectCallback | undefined];
    if (typeof callback === 'function') return connect((error: Error | undefined, client?: pg.PoolClient, done?: () => void) => callback(error && this.#asBusy(error), client, done)) as never;
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
