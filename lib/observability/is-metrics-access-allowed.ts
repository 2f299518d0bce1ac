import { createHash, timingSafeEqual } from 'node:crypto';

export type IsMetricsAccessAllowedInput = {
  authorization: string | null;
  token: string | undefined;
  isProduction: boolean;
};

/**
 * D33: /metrics is for the bank's Prometheus, not the public internet. With a token configured (required in
 * production), only `Authorization: Bearer <token>` is let in; in production without one (a start that bypassed the
 * launcher's check) nothing is; the sandbox without a token is open. Digests are compared, in constant time.
 */
export function isMetricsAccessAllowed(input: IsMetricsAccessAllowedInput): boolean {
  if (!input.token) return !input.isProduction;
  const match = /^Bearer +(\S+) *$/i.exec(input.authorization ?? '');
  if (!match?.[1]) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(match[1]), digest(input.token));
}
