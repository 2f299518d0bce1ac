import { createHash } from 'node:crypto';
import { reserveAttempt, type AttemptLimit } from '@/lib/throttle/reserve-attempt';

/** Every RateLimitCounter key of the portal's mail throttle starts with this. */
const portalMailPrefix = 'portal-mail:';

const minute = 60 * 1000;

/** D27: at most 3 mails to one address in 15 minutes, whichever form asked for them. */
export const addressMailLimit: AttemptLimit = { failures: 3, windowMilliseconds: 15 * minute };

/** At most 20 mails asked for by one client network address in an hour, whatever the addresses. */
export const clientMailLimit: AttemptLimit = { failures: 20, windowMilliseconds: 60 * minute };

/**
 * D27: takes one mail from the allowance of the address and of the client (the sign-in throttle's counters, D19), or
 * says no. Every mail counts, sent or not, so a stranger cannot fill a developer's inbox or cancel their links; the
 * forms answer the same either way, so a refusal tells nothing. The address's key is a SHA-256, as for sign-in.
 */
export async function reservePortalMail(input: { clientAddress: string; email: string; now: Date }): Promise<boolean> {
  const counters = [
    { key: `${portalMailPrefix}client:${input.clientAddress}`, limit: clientMailLimit },
    { key: `${portalMailPrefix}email:${createHash('sha256').update(input.email).digest('hex')}`, limit: addressMailLimit },
  ];
  const longestWindowMilliseconds = Math.max(addressMailLimit.windowMilliseconds, clientMailLimit.windowMilliseconds);
  const throttle = await reserveAttempt({ counters, prefix: portalMailPrefix, longestWindowMilliseconds, now: input.now });
  return throttle.kind === 'reserved';
}
