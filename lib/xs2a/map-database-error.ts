import { isDatabaseBusy } from '@/lib/database/database-busy-error';
import { postgresErrorOf } from '@/lib/database/postgres-error';
import { Prisma } from '@/lib/generated/prisma/client';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

/** A database error withXs2a can answer for (D21): the error for the TPP, whether the same request may be sent again, and the codes for the log. */
export type MappedDatabaseError = { error: Xs2aError; isRetryable: boolean; reason: string };

type Meaning = 'gone' | 'taken' | 'conflict' | 'busy';

// D21. PostgreSQL's SQLSTATE, as the pg driver adapter hands it on: every typed query error carries it in
// meta.driverAdapterError, and a raw query's error (Prisma P2010) carries nothing else.
const meaningOfSqlState: Record<string, Meaning> = {
  /** foreign_key_violation: every relation cascades or sets null, so the row referred to was deleted meanwhile. */
  '23503': 'gone',
  /** unique_violation: a concurrent request created the same key first. */
  '23505': 'taken',
  /** serialization_failure. */
  '40001': 'conflict',
  /** deadlock_detected. */
  '40P01': 'conflict',
  /** lock_not_available: a lock_timeout ran out. */
  '55P03': 'conflict',
  /** query_canceled: the area's statement_timeout ran out (D13). */
  '57014': 'busy',
};

// D21. Prisma's own codes, for errors it raises without a database error (P2025) and as a fallback.
const meaningOfPrismaCode: Record<string, Meaning> = {
  /** A record an operation needed (findUniqueOrThrow, update, delete, connect) does not exist any more. */
  P2025: 'gone',
  P2003: 'gone',
  P2002: 'taken',
  /** Write conflict or deadlock. */
  P2034: 'conflict',
};

/**
 * D21: a lost race is 404 RESOURCE_UNKNOWN (gone) or 409 STATUS_INVALID (key taken; retryable); a busy pool or a
 * statement over its timeout is 503 with Retry-After (retryable). Anything else stays a 500.
 */
export function mapDatabaseError(error: unknown): MappedDatabaseError | undefined {
  const { meaning, prismaCode, sqlState } = readDatabaseError(error);
  if (!meaning) return undefined;
  const reason = [prismaCode, sqlState].filter(Boolean).join(' ');
  if (meaning === 'gone') {
    return {
      error: new Xs2aError('RESOURCE_UNKNOWN', {
        text: 'The resource, or one the request refers to, was removed while the request was answered.',
      }),
      isRetryable: false,
      reason,
    };
  }
  if (meaning === 'busy') {
    const text =
      'The bank is busy and could not answer in time; nothing was changed. Send the request again in a moment.';
    return {
      error: new Xs2aError('INTERNAL_SERVER_ERROR', { status: 503, text, headers: { 'Retry-After': '1' } }),
      isRetryable: true,
      reason,
    };
  }
  if (meaning === 'taken') {
    return {
      error: new Xs2aError('STATUS_INVALID', { text: 'Another request created the same resource at the same moment.' }),
      isRetryable: false,
      reason,
    };
  }
  return {
    error: new Xs2aError('STATUS_INVALID', {
      text: 'Another request changed the same data at the same moment; nothing was changed. Send the request again.',
    }),
    isRetryable: true,
    reason,
  };
}

/**
 * D21, for the PSU pages, which answer with a page instead of a Berlin Group error: true when the database refused a
 * write because a row it refers to was deleted meanwhile (nothing was written, the caller shows what there is now).
 */
export function isGoneMeanwhile(error: unknown): boolean {
  return readDatabaseError(error).meaning === 'gone';
}

/** D13, for the PSU pages: the area's lock_timeout or statement_timeout ran out (nothing was written). */
export function isLockTimeout(error: unknown): boolean {
  const { sqlState } = readDatabaseError(error);
  return sqlState === '55P03' || sqlState === '57014';
}

/**
 * D36: PostgreSQL refused a row for a day no partition holds (housekeeping creates them a week ahead, so only after it
 * failed that long); the writer creates them (createMissingDayPartitions), so the same request succeeds again.
 */
export function isMissingDayPartition(error: unknown): boolean {
  const { sqlState, message } = postgresErrorOf(error);
  return sqlState === '23514' && message?.startsWith('no partition of relation') === true;
}

function readDatabaseError(error: unknown): { meaning: Meaning | undefined; prismaCode?: string; sqlState?: string } {
  if (isDatabaseBusy(error)) return { meaning: 'busy', prismaCode: 'pool' };
  if (isMissingDayPartition(error)) return { meaning: 'busy', sqlState: '23514' };
  const prismaCode = error instanceof Prisma.PrismaClientKnownRequestError ? error.code : undefined;
  const { sqlState } = postgresErrorOf(error);
  const meaning =
    (sqlState && meaningOfSqlState[sqlState]) || (prismaCode && meaningOfPrismaCode[prismaCode]) || undefined;
  return { meaning, prismaCode, sqlState };
}
