import { emailVerificationLinkMilliseconds, longestPortalLinkMilliseconds } from '@/lib/portal/account/portal-token';
import { longestSignInWindowMilliseconds } from '@/lib/psu/sign-in-throttle/sign-in-limits';
import type { PartitionRetention } from './drop-expired-partitions';

const hour = 3_600_000;
const day = 24 * hour;
const margin = hour;

/**
 * D27, D33: a developer account whose address was never verified is deleted once its sign-up's verification link is
 * dead and the margin has passed (a clock difference between instances never kills a live link). A live mailed link
 * of the account (a link sent again, a password reset) is given the same margin (deleteUnverifiedDevelopers).
 */
export const unverifiedDeveloperKeepMilliseconds = emailVerificationLinkMilliseconds + margin;
export const liveLinkMarginMilliseconds = margin;

/**
 * The longest window any RateLimitCounter row counts in: the spec's unattended-access limit (4 calls per 24 hours). The
 * sign-in, mail and debugger throttles and the limit on unauthenticated request-log rows (D28) count over an hour at
 * most; a unit test holds every window to this bound.
 */
export const longestCounterWindowMilliseconds = Math.max(day, longestSignInWindowMilliseconds);

export type HousekeepingSettings = { requestLogRetentionDays: number };

/**
 * D36: how long the tables partitioned by day are kept; housekeeping drops a day's partition once the whole day is
 * older (dropExpiredPartitions), so a day's rows outlive the retention by at most a day.
 */
export function partitionRetention(settings: HousekeepingSettings): PartitionRetention {
  return {
    // D5: an X-Request-ID is unique per TPP for 24 hours; after that its row (and a POST's stored answer) serves
    // nothing. The claim compares with the database's clock and the cutoff with the instance's: the hour's margin
    // keeps a clock difference from dropping a row the claim still counts.
    SeenRequestId: day + margin,
    // D14, D28: the TPP's call log, kept for the configured retention.
    RequestLog: settings.requestLogRetentionDays * day,
  };
}

/** A table whose rows stop mattering at a time: rows whose `column` is before now minus `keepMilliseconds` are deleted. */
export type HousekeepingTask = {
  table: string;
  column: string;
  keepMilliseconds: (settings: HousekeepingSettings) => number;
};

/**
 * D33: what housekeeping deletes, and when. Every table here grows with traffic and has an index on its column.
 * The request log and the X-Request-IDs are dropped by the day instead (partitionRetention, D36).
 * Authorisations, consents, payments and TPP sessions are the PSU's and the TPP's history, and are kept.
 */
export const housekeepingTasks: readonly HousekeepingTask[] = [
  // D28: the dashboard's hourly counts of the request log's rows, kept as long (an hour is deleted once it began before the cutoff).
  { table: 'RequestLogHour', column: 'hour', keepMilliseconds: (settings) => settings.requestLogRetentionDays * day },
  {
    table: 'RequestLogRefusalHour',
    column: 'hour',
    keepMilliseconds: (settings) => settings.requestLogRetentionDays * day,
  },
  {
    table: 'RateLimitCounter',
    column: 'windowStart',
    keepMilliseconds: () => longestCounterWindowMilliseconds + margin,
  },
  // D27: expired portal sessions, mailed links and proof-of-key challenges no one used.
  { table: 'PortalSession', column: 'expires', keepMilliseconds: () => 0 },
  { table: 'PortalToken', column: 'expires', keepMilliseconds: () => 0 },
  { table: 'CertificateChallenge', column: 'expires', keepMilliseconds: () => 0 },
  // D27: the sandbox outbox's mail. Its links are dead after at most 24 hours (an e-mail verification), and a mail
  // holds a live link's token in clear, so it is kept no longer than the longest link and the margin.
  { table: 'PortalMail', column: 'createdAt', keepMilliseconds: () => longestPortalLinkMilliseconds + margin },
  // D17: PSU browser sessions past their end (a new session also sweeps them; this covers quiet periods).
  { table: 'PsuWebSession', column: 'expiresAt', keepMilliseconds: () => 0 },
];
