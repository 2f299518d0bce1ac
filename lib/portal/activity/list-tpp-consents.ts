import { db } from '@/lib/db';

export const activityPageSize = 25;

/**
 * D27: a page of the TPP's own consents, newest first, after the consent `after` (the previous page's last; not the
 * TPP's: the first page). Only what the API already told the TPP: id, status, dates, context, frequency.
 */
export async function listTppConsents(input: { tppId: string; after?: string }) {
  const cursor = input.after
    ? await db.consent.findFirst({ where: { id: input.after.slice(0, 64), tppId: input.tppId }, select: { id: true } })
    : null;
  const rows = await db.consent.findMany({
    where: { tppId: input.tppId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    ...(cursor && { cursor: { id: cursor.id }, skip: 1 }),
    take: activityPageSize + 1,
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
  });
  return { consents: rows.slice(0, activityPageSize), hasMore: rows.length > activityPageSize };
}
