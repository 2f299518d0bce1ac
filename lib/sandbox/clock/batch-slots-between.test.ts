import { describe, expect, it } from 'vitest';
import { batchSlotsBetween } from './batch-slots-between';

const times = ['06:00', '09:00', '12:00', '15:00', '18:00'];

describe('batchSlotsBetween', () => {
  it('lists the runs crossed in order, the last of each day marked, an end on a run time included', () => {
    const slots = batchSlotsBetween(
      new Date('2026-11-28T10:00:00+01:00'),
      new Date('2026-11-29T09:00:00+01:00'),
      times,
    );
    expect(slots.map((slot) => [slot.scheduledFor.toISOString(), slot.day, slot.isLastRunOfDay])).toEqual([
      ['2026-11-28T11:00:00.000Z', '2026-11-28', false],
      ['2026-11-28T14:00:00.000Z', '2026-11-28', false],
      ['2026-11-28T17:00:00.000Z', '2026-11-28', true],
      ['2026-11-29T05:00:00.000Z', '2026-11-29', false],
      ['2026-11-29T08:00:00.000Z', '2026-11-29', false],
    ]);
  });

  it('follows the Oslo calendar over the clock change and runs a start exactly on a run time no second time', () => {
    const slots = batchSlotsBetween(
      new Date('2027-03-27T18:00:00+01:00'),
      new Date('2027-03-28T06:00:00+02:00'),
      times,
    );
    expect(slots.map((slot) => slot.scheduledFor.toISOString())).toEqual(['2027-03-28T04:00:00.000Z']);
  });

  it('lists none when the batch is off or nothing is crossed', () => {
    expect(batchSlotsBetween(new Date('2026-11-28T10:00:00+01:00'), new Date('2026-12-28T10:00:00+01:00'), [])).toEqual(
      [],
    );
    expect(
      batchSlotsBetween(new Date('2026-11-28T10:00:00+01:00'), new Date('2026-11-28T11:00:00+01:00'), times),
    ).toEqual([]);
  });
});
