import { db } from '@/lib/db';
import { liveLinkMarginMilliseconds, unverifiedDeveloperKeepMilliseconds } from './housekeeping-tasks';

/**
 * D27, D33: deletes up to `limit` developer accounts that never verified their address, signed up longer ago than the
 * verification link's lifetime and the margin, with no mailed link still working (nor within the margin of its end)
 * and no TPP linked; their sessions, links and challenges go with them (cascade). The address can then sign up again.
 * A verified account is never touched: the condition is checked on the locked row, and a verification commits the
 * link's use and the account's verification together (verifyDeveloperEmail), so one at the same moment either keeps
 * the account or is seen done. SKIP LOCKED: instances delete different rows and wait for nobody. Oldest first, by the
 * (emailVerifiedAt, createdAt) index. Returns how many were deleted.
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
