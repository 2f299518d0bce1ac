import type { DatabaseArea } from '@/lib/database/database-area';

/** D13: no connection of the area's pool came free within its acquisition timeout; nothing was sent to the database. */
export class DatabaseBusyError extends Error {
  readonly area: DatabaseArea;

  constructor(area: DatabaseArea, timeoutMs: number) {
    super(`No database connection of the ${area} pool came free within ${timeoutMs} ms.`);
    this.name = 'DatabaseBusyError';
    this.area = area;
  }
}

/** Whether `error`, or an error it wraps (as Prisma wraps a driver's), is a `DatabaseBusyError`. */
export function isDatabaseBusy(error: unknown): boolean {
  for (let candidate = error, depth = 0; candidate instanceof Object && depth < 5; depth++) {
    if (candidate instanceof DatabaseBusyError || ('name' in candidate && candidate.name === 'DatabaseBusyError'))
      return true;
    if (
      'message' in candidate &&
      typeof candidate.message === 'string' &&
      candidate.message.includes('pool came free within')
    )
      return true;
    candidate = 'cause' in candidate ? candidate.cause : undefined;
  }
  return false;
}
