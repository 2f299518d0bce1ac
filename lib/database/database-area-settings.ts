import type { DatabaseArea } from '@/lib/database/database-area';

export type DatabaseAreaSettings = {
  /** The area's pool holds at most this many connections. */
  connections: number;
  /** How long a statement or transaction waits for a free connection before the area answers "busy". */
  acquireTimeoutMs: number;
  /** PostgreSQL's statement_timeout on the area's connections. */
  statementTimeoutMs: number;
  /** PostgreSQL's lock_timeout on the area's connections: a row or advisory lock waited for longer fails the statement. */
  lockTimeoutMs: number;
};

/**
 * D13: each area's budget of connections (20 an instance in all) and how long its work may wait. Requests fail fast
 * (a person or a TPP is waiting and may send again); the instance's own work may wait longer.
 */
export const databaseAreaSettings: Record<DatabaseArea, DatabaseAreaSettings> = {
  xs2a: { connections: 10, acquireTimeoutMs: 2_000, statementTimeoutMs: 15_000, lockTimeoutMs: 3_000 },
  psu: { connections: 4, acquireTimeoutMs: 2_000, statementTimeoutMs: 10_000, lockTimeoutMs: 3_000 },
  portal: { connections: 3, acquireTimeoutMs: 2_000, statementTimeoutMs: 30_000, lockTimeoutMs: 3_000 },
  background: { connections: 3, acquireTimeoutMs: 10_000, statementTimeoutMs: 300_000, lockTimeoutMs: 60_000 },
};
