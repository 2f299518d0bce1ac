import type { Prisma } from '@/lib/generated/prisma/client';
import { webSessionLifetimeMilliseconds } from '@/lib/psu/web-session';
import { openScaStatuses } from '@/lib/sca/sca-transitions';

/**
 * D17, D29: opening the single-use link starts the SCA's only browser session, of 15 minutes. Once that has ended no
 * browser can go on with the SCA: the link is used, and no other session is ever made for it.
 */
export function hasScaSessionEnded(linkUsedAt: Date | null, now: Date): boolean {
  return linkUsedAt !== null && linkUsedAt.getTime() <= scaSessionsEndedBefore(now).getTime();
}

/** An SCA whose link was opened at or before this time has no live session any more. */
export function scaSessionsEndedBefore(now: Date): Date {
  return new Date(now.getTime() - webSessionLifetimeMilliseconds);
}

/** The SCAs still open whose session has ended (hasScaSessionEnded): nobody can finish them any more. */
export function openScasOfEndedSessions(now: Date): Prisma.AuthorisationWhereInput {
  return { scaStatus: { in: openScaStatuses }, linkUsedAt: { lte: scaSessionsEndedBefore(now) } };
}
