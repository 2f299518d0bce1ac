import { describe, expect, it } from 'vitest';
import { formatOsloTime } from './format-oslo-time';

// D28: the inspector shows Oslo time with its offset, as the portal's other pages show Oslo time.
describe('formatOsloTime', () => {
  it.each([
    ['2026-01-15T08:05:09Z', 'en', '15 Jan 2026, 09:05:09 UTC+01:00'],
    ['2026-07-15T08:05:09Z', 'en', '15 Jul 2026, 10:05:09 UTC+02:00'],
    ['2026-01-15T23:30:00Z', 'nb', '16. jan. 2026, 00:30:00 UTC+01:00'],
  ] as const)('shows %s in %s as %s', (instant, language, expected) => {
    expect(formatOsloTime(new Date(instant), language)).toBe(expected);
  });
});
