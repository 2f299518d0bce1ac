import { createHash } from 'node:crypto';
import type { AttemptCounter, AttemptLimit, AttemptSlowdown } from '@/lib/throttle/attempt-rules';

/** Every RateLimitCounter key of the portal sign-in throttle starts with this. */
export const portalSignInPrefix = 'portal-sign-in:';

const second = 1000;
const minute = 60 * second;

/** D27 (as D19 for PSUs): per e-mail address, 5 refused sign-ins in 15 minutes lock it. */
export const emailSignInLimit: AttemptLimit = { failures: 5, windowMilliseconds: 15 * minute };

/**
 * Per client network address, whatever the e-mails: D19's slowdown, as for PSUs. 10 refused sign-ins in an hour go
 * unnoticed; past them each starts half a second after the previous, doubling every 5, at most 5 minutes.
 */
export const clientPortalSignInSlowdown: AttemptSlowdown = {
  freeFailures: 10,
  windowMilliseconds: 60 * minute,
  firstDelayMilliseconds: 500,
  doublingFailures: 5,
  longestDelayMilliseconds: 5 * minute,
  longestHoldMilliseconds: 5 * second,
};

export const longestPortalSignInWindow = Math.max(emailSignInLimit.windowMilliseconds, clientPortalSignInSlowdown.windowMilliseconds);

/** The counters of one attempt. The e-mail's key is a SHA-256, so the table holds no addresses in clear. */
export function portalSignInCounters(input: { clientAddress: string; email: string }): AttemptCounter[] {
  return [
    { key: `${portalSignInPrefix}client:${input.clientAddress}`, slowdown: clientPortalSignInSlowdown },
    { key: `${portalSignInPrefix}email:${createHash('sha256').update(input.email).digest('hex')}`, limit: emailSignInLimit },
  ];
}
