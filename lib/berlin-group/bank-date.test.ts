import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bankDate } from './bank-date';

const osloDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Oslo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

describe('bankDate', () => {
  it('turns at midnight in Oslo, in winter (UTC+1) and in summer (UTC+2)', () => {
    expect(bankDate(new Date('2026-01-14T22:59:59.999Z'))).toBe('2026-01-14');
    expect(bankDate(new Date('2026-01-14T23:00:00.000Z'))).toBe('2026-01-15');
    expect(bankDate(new Date('2026-07-14T21:59:59.999Z'))).toBe('2026-07-14');
    expect(bankDate(new Date('2026-07-14T22:00:00.000Z'))).toBe('2026-07-15');
  });

  it('is the date Intl gives for any instant, asked in any order, across the clock changes', () => {
    const instants = fc.integer({ min: Date.parse('2024-01-01T00:00:00Z'), max: Date.parse('2028-12-31T23:59:59Z') });
    // Instants near the 2026 clock changes and midnights, and repeats, so that a kept date is asked again.
    const nearChanges = fc.oneof(
      ...['2026-03-29T01:00:00Z', '2026-10-25T01:00:00Z', '2026-03-28T23:00:00Z', '2026-10-24T22:00:00Z'].map((edge) =>
        fc.integer({ min: Date.parse(edge) - 2 * 3_600_000, max: Date.parse(edge) + 2 * 3_600_000 }),
      ),
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(instants, nearChanges), { minLength: 1, maxLength: 40 }), (times) => {
        for (const time of [...times, ...[...times].reverse()])
          expect(bankDate(new Date(time))).toBe(osloDate.format(new Date(time)));
      }),
      { numRuns: 300 },
    );
  });
});
