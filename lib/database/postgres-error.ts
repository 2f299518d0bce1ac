import pg from 'pg';
import { Prisma } from '@/lib/generated/prisma/client';

/** PostgreSQL's own error behind a failed statement: its SQLSTATE (five characters, no data) and its message. */
export type PostgresError = { sqlState?: string; message?: string };

/**
 * The SQLSTATE and message of PostgreSQL's error: a pg error from a statement sent without Prisma
 * (`lib/database/raw-sql.ts`), or the driver adapter error a Prisma error carries in its meta.
 */
export function postgresErrorOf(error: unknown): PostgresError {
  const candidate = error instanceof Prisma.PrismaClientKnownRequestError ? error.meta?.driverAdapterError : error;
  if (candidate instanceof pg.DatabaseError) return { sqlState: candidate.code, message: candidate.message };
  if (
    !(candidate instanceof Object) ||
    !('name' in candidate) ||
    candidate.name !== 'DriverAdapterError' ||
    !('cause' in candidate) ||
    !(candidate.cause instanceof Object)
  )
    return {};
  const cause = candidate.cause;
  return {
    sqlState: 'originalCode' in cause && typeof cause.originalCode === 'string' ? cause.originalCode : undefined,
    message:
      'originalMessage' in cause && typeof cause.originalMessage === 'string' ? cause.originalMessage : undefined,
  };
}
