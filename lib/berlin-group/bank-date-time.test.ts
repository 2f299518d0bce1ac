import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isIsoDateTime } from '@/lib/validation/iso-date';
import { bankDate } from './bank-date';
import { formatBankDateTime } from './bank-date-time';

describe('formatBankDateTime', () => {
  it.each([
    ['2026-01-14T22:59:59.999Z', '2026-01-14T23:59:59+01:00'],
    ['2026-01-14T23:00:00.000Z', '2026-01-15T00:00:00+01:00'],
    ['2026-07-14T08:14:05.120Z', '2026-07-14T10:14:05+02:00'],
    ['2026-03-29T00:59:59.000Z', '2026-03-29T01:59:59+01:00'],
    ['2026-03-29T01:00:00.000Z', '2026-03-29T03:00:00+02:00'],
    ['2026-10-25T00:30:00.000Z', '2026-10-25T02:30:00+02:00'],
    ['2026-10-25T01:30:00.000Z', '2026-10-25T02:30:00+01:00'],
  ])('%s is %s: seconds and the Oslo offset, no Z and no fraction', (instant, expected) => {
    expect(formatBankDateTime(new Date(instant))).toBe(expected);
  });

  it('names the same instant (to the second), in the spec shape, on the bank date, for any instant', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.parse('2000-01-01T00:00:00Z'), max: Date.parse('2099-12-31T23:59:59Z') }),
        (time) => {
          const formatted = formatBankDateTime(new Date(time));
          expect(formatted).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
          expect(isIsoDateTime(formatted)).toBe(true);
          expect(Date.parse(formatted)).toBe(Math.floor(time / 1000) * 1000);
          expect(formatted.slice(0, 10)).toBe(bankDate(new Date(time)));
        },
      ),
      { numRuns: 500 },
    );
  });
});
