import type { Prisma } from '@/lib/generated/prisma/client';
import { webSessionLifetimeMilliseconds } from '@/lib/psu/sessions/web-session';
import { openScaStatuses } from '@/lib/sca/sca-transitions';

/**
 * D29: opening the single-use link starts the SCA's only browser session, of 15 minutes. Once that has ended no
 * browser can go on with the SCA: the link is used, and no other session is ever made for it.
 */
export function hasScaSessionEnded(linkUsedAt: Date | null, now: Date): boolean {
  return linkUsedAt !== null && linkUsedAt.getTime() <= scaSessionsEndedBefore(now).getTime();
}

/** An SCA whose link was opened at or before this time has no live session any more. */
export function scaSessionsEndedBefore(now: Date): Date {
  return new Date(now.getTime() - webSessionLifetimeMilliseconds);
}

/** D17: a link never opened whose 15 minutes are over can no longer be opened (consumeScaLink wants it unexpired). */
export function hasLinkExpiredUnopened(link: { linkUsedAt: Date | null; linkExpiresAt: Date }, now: Date): boolean {
  return link.linkUsedAt === null && link.linkExpiresAt.getTime() <= now.getTime();
}

/** Nobody can finish the SCA any more: its session has ended, or its link expired before anyone opened it. */
export function isScaUnfinishable(link: { linkUsedAt: Date | null; linkExpiresAt: Date }, now: Date): boolean {
  return hasScaSessionEnded(link.linkUsedAt, now) || hasLinkExpiredUnopened(link, now);
}

/** The SCAs still open that nobody can finish any more (isScaUnfinishable). */
export function openUnfinishableScas(now: Date): Prisma.AuthorisationWhereInput {
  return {
    scaStatus: { in: openScaStatuses },
    OR: [{ linkUsedAt: { lte: scaSessionsEndedBefore(now) } }, { linkUsedAt: null, linkExpiresAt: { lte: now } }],
  };
}
