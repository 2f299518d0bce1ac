import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { ScaStatus } from '@/lib/generated/prisma/enums';
import { endUnfinishableSca } from '@/lib/sca/end-unfinishable-sca';
import { isScaUnfinishable } from '@/lib/sca/sca-session-lifetime';
import { isFinalScaStatus } from '@/lib/sca/sca-transitions';

/**
 * The scaStatus of the one authorisation `where` finds (null: none), as it stands (D29): an SCA still open that
 * nobody can finish any more (its session ended, or its link expired unopened) is ended first (endUnfinishableSca), so
 * the TPP never reads an SCA open that nobody can finish.
 */
export async function currentScaStatus(where: Prisma.AuthorisationWhereInput, now: Date): Promise<ScaStatus | null> {
  const row = await db.authorisation.findFirst({
    where,
    select: { id: true, scaStatus: true, linkUsedAt: true, linkExpiresAt: true },
  });
  if (!row || isFinalScaStatus(row.scaStatus) || !isScaUnfinishable(row, now)) return row?.scaStatus ?? null;
  await endUnfinishableSca({ authorisationId: row.id, now });
  return (await db.authorisation.findUniqueOrThrow({ where: { id: row.id }, select: { scaStatus: true } })).scaStatus;
}
