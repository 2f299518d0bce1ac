import {
  longestPortalSignInWindow,
  portalSignInCounters,
  portalSignInPrefix,
} from '@/lib/portal/account/portal-sign-in-limits';
import { db } from '@/lib/db';
import { reserveAttempt } from '@/lib/throttle/reserve-attempt';

/** A reserved attempt and how to forget the e-mail's failures once it succeeds. */
export type PortalSignInReservation =
  | { kind: 'reserved'; succeed: () => Promise<void> }
  | { kind: 'throttled'; retryAt: Date }
  | { kind: 'slowed'; retryAt: Date };

/**
 * D27: one attempt at the portal sign-in throttle, for a password or a second-factor code alike: the e-mail locked by
 * its failures, the address slowed by its many. `succeed` clears the e-mail's failures, never the address's.
 */
export async function reservePortalSignIn(input: {
  clientAddress: string;
  email: string;
  now: Date;
}): Promise<PortalSignInReservation> {
  const counters = portalSignInCounters({ clientAddress: input.clientAddress, email: input.email });
  const throttle = await reserveAttempt({
    counters,
    prefix: portalSignInPrefix,
    longestWindowMilliseconds: longestPortalSignInWindow,
    now: input.now,
  });
  if (throttle.kind === 'throttled')
    return throttle.by === 'limit'
      ? { kind: 'throttled', retryAt: throttle.retryAt }
      : { kind: 'slowed', retryAt: throttle.retryAt };
  const emailKey = counters[1]?.key ?? '';
  return {
    kind: 'reserved',
    succeed: async () => {
      await db.rateLimitCounter.deleteMany({ where: { OR: [...throttle.rows, { key: emailKey }] } });
    },
  };
}
