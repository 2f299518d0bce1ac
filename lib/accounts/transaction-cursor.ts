import { z } from 'zod';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';
import { isIsoDate } from '@/lib/validation/iso-date';

/**
 * Where the next page starts: the segment (pending entries come first, then booked) and the keyset position (entry
 * date and id) of the last entry already returned, absent when the segment starts from its beginning.
 * Opaque to the TPP (D1: `_links.next` carries it in its own query).
 */
export type TransactionCursor = { segment: 'pending' | 'booked'; after?: { date: string; id: string } };

const cursorSchema = z.strictObject({
  s: z.enum(['pending', 'booked']),
  d: z.string().refine(isIsoDate).optional(),
  i: z.string().min(1).max(64).optional(),
});

export function encodeCursor(cursor: TransactionCursor): string {
  return Buffer.from(JSON.stringify({ s: cursor.segment, d: cursor.after?.date, i: cursor.after?.id })).toString(
    'base64url',
  );
}

export function decodeCursor(value: string): TransactionCursor {
  try {
    const parsed = cursorSchema.parse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
    if ((parsed.d === undefined) !== (parsed.i === undefined)) throw new Error('half a position');
    return parsed.d && parsed.i
      ? { segment: parsed.s, after: { date: parsed.d, id: parsed.i } }
      : { segment: parsed.s };
  } catch {
    throw new Xs2aError('FORMAT_ERROR', {
      path: 'cursor',
      text: 'The cursor is not one this bank issued; follow _links.next as given.',
    });
  }
}
