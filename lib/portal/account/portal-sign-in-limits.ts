import { emailAttemptCounters } from '@/lib/portal/account/email-attempt-counters';
import {
  clientAddressSlowdown,
  type AttemptCounter,
  type AttemptLimit,
  type AttemptSlowdown,
} from '@/lib/throttle/attempt-rules';

/** Every RateLimitCounter key of the portal sign-in throttle starts with this. */
export const portalSignInPrefix = 'portal-sign-in:';

const minute = 60_000;

/** D27 (as for PSUs): per e-mail address, 5 refused sign-ins in 15 minutes lock it. */
export const emailSignInLimit: AttemptLimit = { failures: 5, windowMilliseconds: 15 * minute };

/** Per client network address, whatever the identity: D19's one address slowdown. */
export const clientPortalSignInSlowdown: AttemptSlowdown = clientAddressSlowdown;

export const longestPortalSignInWindow = Math.max(
  emailSignInLimit.windowMilliseconds,
  clientPortalSignInSlowdown.windowMilliseconds,
);

/** The counters of one attempt. The e-mail's key is a SHA-256, so the table holds no addresses in clear. */
export function portalSignInCounters(input: { clientAddress: string; email: string }): AttemptCounter[] {
  return emailAttemptCounters({
    ...input,
    prefix: portalSignInPrefix,
    slowdown: clientPortalSignInSlowdown,
    limit: emailSignInLimit,
  });
}
