import { reserveAttempt, type AttemptLimit } from '@/lib/throttle/reserve-attempt';

/** Every RateLimitCounter key of the portal's certificate throttle starts with this. */
const certificateIssuePrefix = 'portal-certificate-issue:';

/**
 * D27: at most 10 sandbox certificates per developer in an hour. Each one checks a CSR's signature and signs a
 * certificate with the sandbox CA's key in JavaScript on the event loop, and records a certificate (and perhaps a TPP);
 * a developer needs one, or a few while trying the tools.
 */
export const developerCertificateIssueLimit: AttemptLimit = { failures: 10, windowMilliseconds: 60 * 60 * 1000 };

/** Takes one issue from the developer's allowance before the CSR is looked at, or says when the next is allowed. */
export async function reserveCertificateIssue(input: {
  developerId: string;
  now: Date;
}): Promise<{ kind: 'reserved' } | { kind: 'throttled'; retryAt: Date }> {
  const counters = [{ key: `${certificateIssuePrefix}${input.developerId}`, limit: developerCertificateIssueLimit }];
  const throttle = await reserveAttempt({
    counters,
    prefix: certificateIssuePrefix,
    longestWindowMilliseconds: developerCertificateIssueLimit.windowMilliseconds,
    now: input.now,
  });
  return throttle.kind === 'reserved' ? { kind: 'reserved' } : throttle;
}
