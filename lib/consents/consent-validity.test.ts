import { describe, expect, it } from 'vitest';
import { consentValidUntil, isPastValidUntil } from './consent-validity';
import { isoDate } from '@/lib/berlin-group/bank-date';

describe('consent validity', () => {
  it.each([
    ['midday in Oslo', '2026-03-02T11:00:00Z', '2026-05-31'],
    ['just after midnight in Oslo, still the day before in UTC', '2026-03-01T23:30:00Z', '2026-05-31'],
  ])('is 90 days from the bank date: %s', (_name, now, expected) => {
    expect(isoDate(consentValidUntil(new Date(now)))).toBe(expected);
  });

  it.each([
    ['on validUntil', '2026-05-31T20:00:00Z', false],
    ['the day after validUntil in Oslo', '2026-05-31T22:30:00Z', true],
    ['long after', '2027-01-01T12:00:00Z', true],
  ])('%s → past: %s', (_name, now, expected) => {
    expect(isPastValidUntil(new Date('2026-05-31T00:00:00Z'), new Date(now))).toBe(expected);
  });
});
