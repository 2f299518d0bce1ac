import { describe, expect, it } from 'vitest';
import { latestDateAhead } from './date-horizon';

describe('latestDateAhead', () => {
  it.each([
    ['2026-11-26T10:00:00Z', 1, '2027-11-26'],
    ['2026-11-26T10:00:00Z', 10, '2036-11-26'],
    // The bank's date: 23:30 UTC on 31 December is already 1 January in Oslo.
    ['2026-12-31T23:30:00Z', 1, '2028-01-01'],
    // 29 February falls on 28 February in a year without it, and stays in one with it.
    ['2028-02-29T12:00:00Z', 1, '2029-02-28'],
    ['2028-02-29T12:00:00Z', 4, '2032-02-29'],
    ['2027-02-28T12:00:00Z', 1, '2028-02-28'],
  ] as const)('%s + %i year(s) → %s', (now, years, expected) => {
    expect(latestDateAhead(new Date(now), years)).toBe(expected);
  });
});
