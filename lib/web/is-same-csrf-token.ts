import { timingSafeEqual } from 'node:crypto';

/** Whether a posted CSRF token is the expected one, compared in constant time (the portal's forms and the PSU pages'). */
export function isSameCsrfToken(expected: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const expectedBytes = Buffer.from(expected);
  const actual = Buffer.from(given);
  return actual.length === expectedBytes.length && timingSafeEqual(actual, expectedBytes);
}
