import pino, { type Logger } from 'pino';
import { logLevelSchema } from './log-level';

const loggerKey = Symbol.for('psd2.observability.logger');
const holder = globalThis as { [loggerKey]?: Logger };

/**
 * D33: one JSON logger per process, one line per event on standard output. The launcher and the Next.js server bundle
 * each load their own copy of this module, so the logger lives on globalThis and both write through the same buffer.
 * Writes are asynchronous (nothing on the request path waits for the terminal or a pipe); `flushLogs` drains them at
 * shutdown. LOG_LEVEL is read from process.env here, not through lib/env: the launcher logs before the environment is
 * complete (lib/env reads DATABASE_URL once, and the launcher sets it after starting the database).
 */
export function getLogger(): Logger {
  holder[loggerKey] ??= createLogger();
  return holder[loggerKey];
}

function createLogger(): Logger {
  const level = logLevelSchema.safeParse(process.env.LOG_LEVEL);
  if (!level.success) throw new Error(`Invalid environment: LOG_LEVEL: expected one of ${logLevelSchema.unwrap().options.join(', ')}`);
  return pino(
    { level: level.data, timestamp: pino.stdTimeFunctions.isoTime, formatters: { level: (label) => ({ level: label }) } },
    pino.destination({ dest: 1, sync: false }),
  );
}

/** Resolves once every line written so far has reached standard output. */
export function flushLogs(): Promise<void> {
  return new Promise((resolve) => getLogger().flush(() => resolve()));
}
