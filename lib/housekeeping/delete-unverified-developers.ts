import { db } from '@/lib/db';
import { liveLinkMarginMilliseconds, unverifiedDeveloperKeepMilliseconds } from './housekeeping-tasks';

/**
 * D27, D33: deletes up to `limit` developer accounts never verified, with no working verification link and no TPP,
 * oldest first, under SKIP LOCKED. Returns how many were deleted.
 */
export function deleteUnverifiedDevelopers(input: { now: Date; limit: number }): Promise<number> {
  const signedUpBefore = new Date(input.now.getTime() - unverifiedDeveloperKeepMilliseconds);
  const linkLiveAfter = new Date(input.now.getTime() - liveLinkMarginMilliseconds);
  return db.$executeRaw`
    DELETE FROM "Developer" WHERE id = ANY(ARRAY(
      SELECT developer.id FROM "Developer" developer
      WHERE developer."emailVerifiedAt" IS NULL AND developer."createdAt" < ${signedUpBefore} AND developer."tppId" IS NULL
        AND NOT EXISTS (SELECT 1 FROM "PortalToken" link WHERE link."developerId" = developer.id AND link.expires > ${linkLiveAfter})
      ORDER BY developer."createdAt"
      LIMIT ${input.limit} FOR UPDATE SKIP LOCKED
    ))`;
}
