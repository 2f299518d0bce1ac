import { db } from '@/lib/db';

// One row for the one EBA source; release-register-refresh.ts names it too.
const leaseId = 'eba';

/**
 * D35: true when this instance may refresh now: no other holds the lease and none tried within `intervalMs`. The
 * lease ends by itself after `leaseMs`, so an instance that died mid-refresh holds it back only that long.
 */
export async function claimRegisterRefresh(input: {
  now: Date;
  intervalMs: number;
  leaseMs: number;
}): Promise<boolean> {
  const { now } = input;
  await db.tppRegisterRefresh.createMany({ data: [{ id: leaseId, leasedUntil: new Date(0) }], skipDuplicates: true });
  const claimed = await db.tppRegisterRefresh.updateMany({
    where: {
      id: leaseId,
      leasedUntil: { lt: now },
      OR: [{ lastAttemptAt: null }, { lastAttemptAt: { lte: new Date(now.getTime() - input.intervalMs) } }],
    },
    data: { leasedUntil: new Date(now.getTime() + input.leaseMs), lastAttemptAt: now },
  });
  return claimed.count === 1;
}
