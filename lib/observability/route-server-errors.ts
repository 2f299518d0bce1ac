import { getLogger } from './logger';
import { scrubbedError } from './loggable-error';

const loggedKey = Symbol.for('psd2.observability.logged-server-errors');
const holder = globalThis as { [loggedKey]?: WeakSet<object> };

/** The errors already logged with their request (onRequestError in instrumentation.ts); shared by every module copy. */
function loggedErrors(): WeakSet<object> {
  holder[loggedKey] ??= new WeakSet();
  return holder[loggedKey];
}

/** D33: an error a page or a non-XS2A route threw, as one JSON line with its route and no text (scrubbedError). */
export function logRequestError(error: unknown, request: { method: string; routePath: string; routeType: string }): void {
  if (typeof error === 'object' && error !== null) loggedErrors().add(error);
  getLogger().error({ method: request.method, route: request.routePath, routeType: request.routeType, error: scrubbedError(error) }, 'request failed');
}

/**
 * D33: in production, what the server writes with console.error or console.warn and an error (Next.js logs every
 * error a page or route throws that way, with its message and whatever the message quotes: a database error's query
 * values, an e-mail address, a token) becomes one JSON line through the process's logger, the error scrubbed and the
 * call's text left out; an error logged with its request meanwhile (Next.js calls onRequestError right after writing
 * it) is not logged again. Calls with text only (the
 * server's own notices, written by the code) are left as they are.
 */
export function routeServerErrorsToLog(): void {
  for (const level of ['error', 'warn'] as const) {
    const write = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      const values = args.filter((arg) => typeof arg !== 'string');
      if (values.length === 0) return write(...args);
      // Next.js writes a request's error just before it calls onRequestError: the line waits a turn for it.
      setImmediate(() => {
        const errors = values.filter((value) => typeof value !== 'object' || value === null || !loggedErrors().has(value));
        if (errors.length > 0) getLogger()[level]({ errors: errors.map(scrubbedError) }, 'server error');
      });
    };
  }
}
