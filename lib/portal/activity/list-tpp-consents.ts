import { db } from '@/lib/db';
import { pageAfter } from '@/lib/portal/activity/page-after';

/**
 * D27: a page of the TPP's own consents, newest first, after the consent `after`. Only what the API already told the
 * TPP: id, status, dates, context, frequency.
 */
export function listTppConsents(input: { tppId: string; after?: string }) {
  const { tppId } = input;
  return pageAfter({
    after: input.after,
    findOwn: (id) => db.consent.findFirst({ where: { id, tppId }, select: { id: true } }),
    findRows: (page) =>
      db.consent.findMany({
        where: { tppId },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        ...page,
        select: {
          id: true,
          status: true,
          context: true,
          validUntil: true,
          frequencyPerDay: true,
          recurringIndicator: true,
          createdAt: true,
          statusChangedAt: true,
          lastAccessedAt: true,
        },
      }),
  });
}
