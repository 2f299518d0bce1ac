import pg from 'pg';

// Connection failures of the driver and the socket: the statement never reached a working server.
const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOENT',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
const unreachableMessages =
  /Connection terminated|connection error|timeout exceeded when trying to connect|Client was closed/i;

/**
 * True when an error says the database could not be reached (down, restarting, the connection cut), not that it
 * refused the statement: SQLSTATE classes 08 (connection exception) and 57P (shut down, starting up) count as
 * unreachable, every other server error as a refusal. What was refused stays refused; what was unreachable may work later.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  if (error instanceof pg.DatabaseError) return /^(08|57P)/.test(error.code ?? '');
  if (!(error instanceof Error)) return false;
  const code = (error as NodeJS.ErrnoException).code;
  return (
    (code !== undefined && unreachableCodes.has(code)) ||
    unreachableMessages.test(error.message) ||
    (error instanceof AggregateError && error.errors.some(isDatabaseUnreachable))
  );
}
