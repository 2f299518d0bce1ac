import { longestPortalMailWindow, portalMailCounters, portalMailPrefix } from '@/lib/portal/account/portal-mail-limits';
import { reserveAttempt } from '@/lib/throttle/reserve-attempt';

/** A mail not sent: `throttled`, its recipient had its 3 mails; `slowed`, the client's address must wait its turn. */
export type PortalMailRefusal = { kind: 'throttled' | 'slowed'; retryAt: Date };

export type ReservePortalMailInput = { clientAddress: string; email: string; now: Date };

/**
 * D27: takes one mail from the recipient's allowance and a turn of the client's address (waiting up to the hold),
 * or says why not and until when. Every mail asked for counts, sent or not, whether or not the address has an
 * account, so a stranger cannot fill an inbox and a refusal tells nothing about accounts.
 */
export async function reservePortalMail(
  input: ReservePortalMailInput,
): Promise<{ kind: 'reserved' } | PortalMailRefusal> {
  const counters = portalMailCounters(input);
  const throttle = await reserveAttempt({
    counters,
    prefix: portalMailPrefix,
    longestWindowMilliseconds: longestPortalMailWindow,
    now: input.now,
  });
  if (throttle.kind === 'reserved') return { kind: 'reserved' };
  return { kind: throttle.by === 'limit' ? 'throttled' : 'slowed', retryAt: throttle.retryAt };
}
