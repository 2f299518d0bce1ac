import pino, { type Logger } from 'pino';
import { processWide } from '@/lib/runtime/process-wide';
import { logLevelSchema } from './log-level';

/**
 * D33: the process's one JSON logger, process-wide so that the launcher's and the server bundle's copies share it;
 * writes are asynchronous (`flushLogs` drains them). LOG_LEVEL is read from process.env, not lib/env, since the
 * launcher logs before its environment is complete.
 */
export function getLogger(): Logger {
  return logger();
}

const logger = processWide('observability.logger', createLogger);

function createLogger(): Logger {
  const level = logLevelSchema.safeParse(process.env.LOG_LEVEL);
  if (!level.success)
    throw new Error(`Invalid environment: LOG_LEVEL: expected one of ${logLevelSchema.unwrap().options.join(', ')}`);
  return pino(
    {
      level: level.data,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    pino.destination({ dest: 1, sync: false }),
  );
}

/** Resolves once every line written so far has reached standard output. */
export function flushLogs(): Promise<void> {
  return new Promise((resolve) => getLogger().flush(() => resolve()));
}
