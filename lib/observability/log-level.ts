import { z } from 'zod';

/** D33: pino's levels for LOG_LEVEL; `info` logs every request, `silent` nothing. */
export const logLevelSchema = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info');
