import { z } from 'zod';

/** 1xx–5xx as a class ("4xx") or an exact status ("404"). */
const statusFilter = z.string().regex(/^([1-5]xx|[1-5]\d\d)$/, 'Use a status class such as 4xx or an exact status such as 404.');
const instant = z.iso.datetime({ offset: true, message: 'Use an ISO 8601 date and time, e.g. 2026-03-01T12:00:00Z.' });

/** The request log's filters and page position; every value a client may forge is checked here (a 400, never a 500). */
export const requestLogQuerySchema = z
  .object({
    status: statusFilter.optional(),
    operation: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,99}$/, 'Use an operation name such as createConsent.').optional(),
    xRequestId: z.string().min(1).max(100).regex(/^[\x21-\x7e]+$/, 'Use the X-Request-ID as sent.').optional(),
    from: instant.optional(),
    to: instant.optional(),
    cursor: z.string().regex(/^\d{13}-\d{1,19}$/, 'Use the cursor the previous page gave.').optional(),
    limit: z.coerce.number().int().min(1).max(100).default(25),
  })
  .strict();

export type RequestLogQuery = z.infer<typeof requestLogQuerySchema>;

/** The cursor of the page after an entry: its time in milliseconds and its id (keyset on at, id, newest first). */
export function requestLogCursor(entry: { at: Date; id: bigint }): string {
  return `${String(entry.at.getTime()).padStart(13, '0')}-${entry.id}`;
}
