import { postgresErrorOf } from '@/lib/database/postgres-error';

/** What of an unexpected error goes to the log; `sqlState` is PostgreSQL's code behind a Prisma error. */
export type LoggableError = { name: string; code?: string; sqlState?: string; message?: string; frames: string[] };

/**
 * D33: an unexpected error by its kind, its code and where it was thrown, never the data it carries: Prisma's message
 * (which quotes the query's arguments) and its stack's first line are left out, and the driver's `detail` is never read;
 * PostgreSQL's SQLSTATE behind a Prisma error (what tells a lock timeout from a deadlock) is kept.
 */
export function loggableError(error: unknown): LoggableError {
  if (!(error instanceof Error)) return { name: typeof error, frames: [] };
  const code = (error as { code?: unknown }).code;
  const isPrisma = error.name.startsWith('PrismaClient');
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .map((line) => line.trim())
    .slice(0, 15);
  const { sqlState } = postgresErrorOf(error);
  return {
    name: error.name,
    ...(typeof code === 'string' && { code }),
    ...(sqlState !== undefined && sqlState !== code && { sqlState }),
    ...(!isPrisma && { message: error.message.slice(0, 500) }),
    frames,
  };
}

/**
 * D33: an error the framework met outside the XS2A API (a page, a portal or PSU route), logged with no text at all:
 * its kind, code, Next.js digest (the number the error page shows) and frames. Nothing says what its message holds
 * (a thrown Error's text, a database error quoting an e-mail address or a token), so none of it is kept.
 */
export function scrubbedError(error: unknown): Omit<LoggableError, 'message'> & { digest?: string } {
  const { message: _message, ...logged } = loggableError(error);
  const digest = error instanceof Error ? (error as { digest?: unknown }).digest : undefined;
  return { ...logged, ...(typeof digest === 'string' && { digest }) };
}
