import { emailAttemptCounters } from '@/lib/portal/account/email-attempt-counters';
import { clientSignUpSlowdown } from '@/lib/portal/account/reserve-sign-up';
import type { AttemptCounter, AttemptLimit, AttemptSlowdown } from '@/lib/throttle/attempt-rules';

/** Every RateLimitCounter key of the portal's mail throttle starts with this. */
export const portalMailPrefix = 'portal-mail:';

const minute = 60 * 1000;

/** D27: at most 3 mails to one recipient in 15 minutes, whichever form asked for them, from anywhere. */
export const addressMailLimit: AttemptLimit = { failures: 3, windowMilliseconds: 15 * minute };

/** D19: the mails asked for from one client network address only slow it down, as its sign-ups do. */
export const clientMailSlowdown: AttemptSlowdown = clientSignUpSlowdown;

export const longestPortalMailWindow = Math.max(
  addressMailLimit.windowMilliseconds,
  clientMailSlowdown.windowMilliseconds,
);

/** The counters of one mail: the client's pace and the recipient's limit. The recipient's key is a SHA-256. */
export function portalMailCounters(input: { clientAddress: string; email: string }): AttemptCounter[] {
  return emailAttemptCounters({
    ...input,
    prefix: portalMailPrefix,
    slowdown: clientMailSlowdown,
    limit: addressMailLimit,
  });
}
