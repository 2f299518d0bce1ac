import { z } from 'zod';
import { isIsoDateTime } from '@/lib/validation/iso-date';

/** 1xx–5xx as a class ("4xx") or an exact status ("404"). */
const statusFilter = z
  .string()
  .regex(/^([1-5]xx|[1-5]\d\d)$/, 'Use a status class such as 4xx or an exact status such as 404.');

// What PostgreSQL's timestamp and bigint hold: a value past them must be a 400 here, not a 500 from the database.
const earliestInstant = Date.UTC(1, 0, 1);
const latestInstant = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
const largestId = 2n ** 63n - 1n;

/** An ISO 8601 date-time with seconds and an offset (D11's shape), as the instant it names, years 0001 to 9999 in UTC. */
const instant = z
  .string()
  .refine(
    (value) => isIsoDateTime(value) && isStorableInstant(new Date(value).getTime()),
    'Use an ISO 8601 date and time, e.g. 2026-03-01T12:00:00Z.',
  )
  .transform((value) => new Date(value));

/** The cursor a page gave: the instant in milliseconds and the id of its last entry. */
const cursor = z
  .string()
  .regex(/^\d{13}-\d{1,19}$/, 'Use the cursor the previous page gave.')
  .transform((value) => {
    const [time = '', id = ''] = value.split('-');
    return { at: new Date(Number(time)), id: BigInt(id) };
  })
  .refine(
    (position) => isStorableInstant(position.at.getTime()) && position.id <= largestId,
    'Use the cursor the previous page gave.',
  );

function isStorableInstant(milliseconds: number): boolean {
  return milliseconds >= earliestInstant && milliseconds <= latestInstant;
}

/** The request log's filters and page position; every value a client may forge is checked here (a 400, never a 500). */
export const requestLogQuerySchema = z
  .object({
    status: statusFilter.optional(),
    operation: z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9_-]{0,99}$/, 'Use an operation name such as createBankOfferedConsent.')
      .optional(),
    /** D28: only the calls that authenticated, or only those that did not (anyone with the certificate may send those). */
    authentication: z.enum(['authenticated', 'unauthenticated'], 'Use authenticated or unauthenticated.').optional(),
    xRequestId: z
      .string()
      .min(1)
      .max(100)
      .regex(/^[\x21-\x7e]+$/, 'Use the X-Request-ID as sent.')
      .optional(),
    /** D28: a Berlin Group error code the call was refused with, e.g. CONSENT_UNKNOWN (any of its errorCodes). */
    code: z
      .string()
      .regex(/^[A-Z][A-Z0-9_]{0,69}$/, 'Use a Berlin Group error code such as CONSENT_UNKNOWN.')
      .optional(),
    /** D28: one row, opened expanded; it is found only among the TPP's own rows, like every other filter. */
    id: z
      .string()
      .regex(/^\d{1,19}$/, 'Use the id of a row of the request log.')
      .transform((value) => BigInt(value))
      .refine((value) => value <= largestId, 'Use the id of a row of the request log.')
      .optional(),
    from: instant.optional(),
    to: instant.optional(),
    cursor: cursor.optional(),
    limit: z.coerce.number().int().min(1).max(100).default(25),
  })
  .strict();

export type RequestLogQuery = z.infer<typeof requestLogQuerySchema>;

/** The cursor of the page after an entry: its time in milliseconds and its id (keyset on at, id, newest first). */
export function requestLogCursor(entry: { at: Date; id: bigint }): string {
  return `${String(entry.at.getTime()).padStart(13, '0')}-${entry.id}`;
}
