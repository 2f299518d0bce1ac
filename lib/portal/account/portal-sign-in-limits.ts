import { createHash } from 'node:crypto';
import type { AttemptLimit } from '@/lib/throttle/reserve-attempt';

/** Every RateLimitCounter key of the portal sign-in throttle starts with this. */
export const portalSignInPrefix = 'portal-sign-in:';

const minute = 60 * 1000;

/** D27 (as D19 for PSUs): per e-mail address, 5 refused sign-ins in 15 minutes. */
export const emailSignInLimit: AttemptLimit = { failures: 5, windowMilliseconds: 15 * minute };

/** Per client network address, 20 refused sign-ins in an hour, whatever the addresses tried. */
export const clientPortalSignInLimit: AttemptLimit = { failures: 20, windowMilliseconds: 60 * minute };

export const longestPortalSignInWait = Math.max(emailSignInLimit.windowMilliseconds, clientPortalSignInLimit.windowMilliseconds);

/** The counters of one attempt. The e-mail's key is a SHA-256, so the table holds no addresses in clear. */
export function portalSignInCounters(input: { clientAddress: string; email: string }): { key: string; limit: AttemptLimit }[] {
  return [
    { key: `${portalSignInPrefix}client:${input.clientAddress}`, limit: clientPortalSignInLimit },
    { key: `${portalSignInPrefix}email:${createHash('sha256').update(input.email).digest('hex')}`, limit: emailSignInLimit },
  ];
}
