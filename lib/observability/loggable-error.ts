/** What of an unexpected error goes to the log. */
export type LoggableError = { name: string; code?: string; message?: string; frames: string[] };

/**
 * D33: an unexpected error is logged by its kind, its code and where it was thrown, never with the data it carries.
 * Prisma's messages quote the arguments of the query that failed (customer ids, national identity numbers, IBANs), so
 * theirs is left out, with their stack's first line, which repeats it; the database driver's `detail` (the key values
 * of a violated constraint) is never read. Other errors keep their message, which the code wrote.
 */
export function loggableError(error: unknown): LoggableError {
  if (!(error instanceof Error)) return { name: typeof error, frames: [] };
  const code = (error as { code?: unknown }).code;
  const isPrisma = error.name.startsWith('PrismaClient');
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line)).map((line) => line.trim()).slice(0, 15);
  return { name: error.name, ...(typeof code === 'string' && { code }), ...(!isPrisma && { message: error.message.slice(0, 500) }), frames };
}
