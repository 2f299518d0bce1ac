import { describe, expect, it } from 'vitest';
import { addIsoDuration } from './add-iso-duration';

const at = (text: string) => new Date(text);

describe('addIsoDuration', () => {
  it.each([
    ['2026-11-28T09:00:00+01:00', 'P91D', '2027-02-27T08:00:00.000Z'],
    ['2026-11-28T09:00:00+01:00', 'P3M', '2027-02-28T08:00:00.000Z'],
    ['2027-01-31T12:00:00+01:00', 'P1M', '2027-02-28T11:00:00.000Z'],
    ['2028-01-31T12:00:00+01:00', 'P1M', '2028-02-29T11:00:00.000Z'],
    ['2026-11-28T09:00:00+01:00', 'P1Y', '2027-11-28T08:00:00.000Z'],
    ['2026-11-28T09:00:00+01:00', 'P2W', '2026-12-12T08:00:00.000Z'],
    ['2026-11-28T09:00:00+01:00', 'PT6H30M15S', '2026-11-28T14:30:15.000Z'],
    ['2026-11-28T09:00:00+01:00', 'P1DT1H', '2026-11-29T09:00:00.000Z'],
    // Across the spring clock change the wall-clock time stays: 09:00 +01:00 becomes 09:00 +02:00.
    ['2027-03-27T09:00:00+01:00', 'P1D', '2027-03-28T07:00:00.000Z'],
    ['2027-03-27T09:00:00+01:00', 'PT24H', '2027-03-28T08:00:00.000Z'],
  ])('%s plus %s is %s', (start, duration, expected) => {
    expect(addIsoDuration(at(start), duration)?.toISOString()).toBe(expected);
  });

  it.each(['', 'P', 'PT', 'P1DT', '91D', 'P-1D', 'P1.5D', 'P1H', 'PT1D', 'P1D1M', 'p1d', 'P 1D'])(
    'refuses %j',
    (duration) => {
      expect(addIsoDuration(at('2026-11-28T09:00:00+01:00'), duration)).toBeNull();
    },
  );
});
