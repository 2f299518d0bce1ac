import { describe, expect, it } from 'vitest';
import { clientPortalSignInSlowdown, emailSignInLimit } from '@/lib/portal/account/portal-sign-in-limits';
import { addressMailLimit, clientMailSlowdown } from '@/lib/portal/account/portal-mail-limits';
import { clientSignUpSlowdown, emailSignUpLimit } from '@/lib/portal/account/reserve-sign-up';
import { developerCertificateIssueLimit } from '@/lib/portal/certificates/reserve-certificate-issue';
import { clientSignInSlowdown, numberSignInLimit } from '@/lib/psu/sign-in-throttle/sign-in-limits';
import { unauthenticatedRowsWindowMilliseconds } from '@/lib/xs2a/rank-unauthenticated-rows';
import { housekeepingTasks, longestCounterWindowMilliseconds, partitionRetention } from './housekeeping-tasks';

describe('housekeeping tasks (D33)', () => {
  it.each([
    ['PSU sign-in per number', numberSignInLimit.windowMilliseconds],
    ['PSU sign-in per client', clientSignInSlowdown.windowMilliseconds],
    ['portal sign-in per address', emailSignInLimit.windowMilliseconds],
    ['portal sign-in per client', clientPortalSignInSlowdown.windowMilliseconds],
    ['portal mail per address', addressMailLimit.windowMilliseconds],
    ['portal mail per client', clientMailSlowdown.windowMilliseconds],
    ['portal sign-up per client', clientSignUpSlowdown.windowMilliseconds],
    ['portal sign-up per address', emailSignUpLimit.windowMilliseconds],
    ['portal certificates per developer', developerCertificateIssueLimit.windowMilliseconds],
    ['unauthenticated request-log rows per certificate', unauthenticatedRowsWindowMilliseconds],
    ['unattended access (spec "Limits")', 24 * 3_600_000],
  ])('keep rate-limit counters at least as long as the %s window', (_name, windowMilliseconds) => {
    expect(longestCounterWindowMilliseconds).toBeGreaterThanOrEqual(windowMilliseconds);
  });

  it('keep X-Request-IDs past the 24 hours of D5, and the request log for the configured days', () => {
    const keep = (table: string) =>
      housekeepingTasks.find((task) => task.table === table)?.keepMilliseconds({ requestLogRetentionDays: 30 });
    const dropAfter = partitionRetention({ requestLogRetentionDays: 30 });
    expect(dropAfter.SeenRequestId).toBe(25 * 3_600_000);
    expect(dropAfter.RequestLog).toBe(30 * 24 * 3_600_000);
    expect(keep('RequestLogHour')).toBe(dropAfter.RequestLog);
    expect(keep('RequestLogRefusalHour')).toBe(dropAfter.RequestLog);
  });
});
