import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date-time';

describe('formatDateTime', () => {
  it.each([
    ['2026-11-23T16:05:00Z', 'en', '23 November 2026 at 17:05'],
    ['2026-11-23T16:05:00Z', 'nb', '23. november 2026 kl. 17:05'],
    ['2026-07-01T22:30:00Z', 'en', '2 July 2026 at 00:30'],
  ] as const)('%s in %s → %s (Oslo time, summer time included)', (moment, language, expected) => {
    expect(formatDateTime(new Date(moment), language).replace(/\s/g, ' ')).toBe(expected);
  });
});
