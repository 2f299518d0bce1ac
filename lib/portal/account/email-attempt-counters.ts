import { createHash } from 'node:crypto';
import type { AttemptCounter, AttemptLimit, AttemptSlowdown } from '@/lib/throttle/attempt-rules';

export type EmailAttemptCountersInput = {
  /** The throttle's RateLimitCounter key prefix. */
  prefix: string;
  clientAddress: string;
  email: string;
  slowdown: AttemptSlowdown;
  limit: AttemptLimit;
};

/** The counters of one portal attempt: the client's pace and the e-mail's limit, keyed by its SHA-256 (never in clear). */
export function emailAttemptCounters(input: EmailAttemptCountersInput): AttemptCounter[] {
  return [
    { key: `${input.prefix}client:${input.clientAddress}`, slowdown: input.slowdown },
    { key: `${input.prefix}email:${createHash('sha256').update(input.email).digest('hex')}`, limit: input.limit },
  ];
}
