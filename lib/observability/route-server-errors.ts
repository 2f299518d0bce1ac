import { processWide } from '@/lib/runtime/process-wide';
import { getLogger } from './logger';
import { scrubbedError } from './loggable-error';

/** The errors already logged with their request (onRequestError in instrumentation.ts); shared by every module copy. */
const loggedErrors = processWide('observability.logged-server-errors', () => new WeakSet<object>());

export type LogRequestErrorOptions = { method: string; routePath: string; routeType: string };

/** D33: an error a page or a non-XS2A route threw, as one JSON line with its route and no text (scrubbedError). */
export function logRequestError(error: unknown, request: LogRequestErrorOptions): void {
  if (typeof error === 'object' && error !== null) loggedErrors().add(error);
  getLogger().error(
    { method: request.method, route: request.routePath, routeType: request.routeType, error: scrubbedError(error) },
    'request failed',
  );
}

/**
 * D33: in production, console.error and console.warn calls that carry an error or other value become one scrubbed JSON
 * line without the call's text, unless onRequestError already logged that error; calls with text only are left as is.
 */
export function routeServerErrorsToLog(): void {
  for (const level of ['error', 'warn'] as const) {
    const write = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      const values = args.filter((arg) => typeof arg !== 'string');
      if (values.length === 0) return write(...args);
      // Next.js writes a request's error just before it calls onRequestError: the line waits a turn for it.
      setImmediate(() => {
        const errors = values.filter(
          (value) => typeof value !== 'object' || value === null || !loggedErrors().has(value),
        );
        if (errors.length > 0) getLogger()[level]({ errors: errors.map(scrubbedError) }, 'server error');
      });
    };
  }
}
