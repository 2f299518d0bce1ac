import { timingSafeEqual } from 'node:crypto';
import { unmaskCsrfToken } from '@/lib/web/masked-csrf-token';

/**
 * Whether a posted CSRF token is the expected one, masked (maskCsrfToken, as every page renders it) or plain (rendered
 * before masking began), compared in constant time; anything else is refused (the portal's forms and the PSU pages').
 */
export function isSameCsrfToken(expected: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const expectedBytes = Buffer.from(expected);
  const actual = given.length === expected.length ? Buffer.from(given) : unmaskCsrfToken(given, expectedBytes.length);
  return actual !== null && actual.length === expectedBytes.length && timingSafeEqual(actual, expectedBytes);
}
