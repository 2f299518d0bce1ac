import { describe, expect, it } from 'vitest';
import { firstCatchUpDay, firstReachableBatchDay, latestDueSlot, slotInstant } from './batch-slots';

const times = ['06:00', '09:00', '12:00', '15:00', '18:00'];

describe('slotInstant', () => {
  it.each([
    ['winter: UTC+1', '2026-01-15', '06:00', '2026-01-15T05:00:00.000Z'],
    ['summer: UTC+2', '2026-07-15', '06:00', '2026-07-15T04:00:00.000Z'],
    ['spring DST day, before the change', '2026-03-29', '01:30', '2026-03-29T00:30:00.000Z'],
    ['spring DST day, after the change', '2026-03-29', '06:00', '2026-03-29T04:00:00.000Z'],
    ['spring DST day, in the skipped hour: an hour on', '2026-03-29', '02:30', '2026-03-29T01:30:00.000Z'],
    ['autumn DST day, before the change', '2026-10-25', '01:00', '2026-10-24T23:00:00.000Z'],
    ['autumn DST day, the repeated hour: first occurrence', '2026-10-25', '02:30', '2026-10-25T00:30:00.000Z'],
    ['autumn DST day, after the change', '2026-10-25', '06:00', '2026-10-25T05:00:00.000Z'],
    ['midnight', '2026-01-15', '00:00', '2026-01-14T23:00:00.000Z'],
  ])('%s', (_name, day, time, expected) => {
    expect(slotInstant(day, time).toISOString()).toBe(expected);
  });
});

describe('latestDueSlot', () => {
  it.each([
    ['exactly at a slot', '2026-01-15T08:00:00.000Z', '2026-01-15T08:00:00.000Z', '2026-01-15', false],
    ['between slots: the one before', '2026-01-15T10:59:59.000Z', '2026-01-15T08:00:00.000Z', '2026-01-15', false],
    [
      'after the last slot: the last, which rejects',
      '2026-01-15T22:00:00.000Z',
      '2026-01-15T17:00:00.000Z',
      '2026-01-15',
      true,
    ],
    [
      "before the first slot: yesterday's last",
      '2026-01-15T04:00:00.000Z',
      '2026-01-14T17:00:00.000Z',
      '2026-01-14',
      true,
    ],
    [
      'after Oslo midnight, still UTC yesterday',
      '2026-01-14T23:30:00.000Z',
      '2026-01-14T17:00:00.000Z',
      '2026-01-14',
      true,
    ],
    ['spring DST day: 06:00 is 04:00 UTC', '2026-03-29T04:00:00.000Z', '2026-03-29T04:00:00.000Z', '2026-03-29', false],
    [
      'spring DST day: not yet 06:00 at 04:59 UTC+1 reading',
      '2026-03-29T03:59:00.000Z',
      '2026-03-28T17:00:00.000Z',
      '2026-03-28',
      true,
    ],
    ['autumn DST day: 06:00 is 05:00 UTC', '2026-10-25T04:59:00.000Z', '2026-10-24T16:00:00.000Z', '2026-10-24', true],
    [
      'autumn DST day: the last slot at 18:00 UTC+1',
      '2026-10-25T17:00:00.000Z',
      '2026-10-25T17:00:00.000Z',
      '2026-10-25',
      true,
    ],
  ])('%s', (_name, now, scheduledFor, day, isLastRunOfDay) => {
    expect(latestDueSlot(new Date(now), times)).toEqual({ scheduledFor: new Date(scheduledFor), day, isLastRunOfDay });
  });

  it('is null without times', () => {
    expect(latestDueSlot(new Date('2026-01-15T12:00:00.000Z'), [])).toBeNull();
  });
});

describe('firstReachableBatchDay (the first day a run can still pay what is approved now)', () => {
  it.each([
    ['before the first run: today', '2026-01-15T04:00:00.000Z', times, '2026-01-15'],
    ['between runs: today', '2026-01-15T12:00:00.000Z', times, '2026-01-15'],
    ['a minute before the last run (18:00 Oslo): today', '2026-01-15T16:59:00.000Z', times, '2026-01-15'],
    ['at the last run: tomorrow', '2026-01-15T17:00:00.000Z', times, '2026-01-16'],
    ['after the last run: tomorrow', '2026-01-15T22:00:00.000Z', times, '2026-01-16'],
    ['after Oslo midnight, still UTC yesterday: the new day', '2026-01-14T23:30:00.000Z', times, '2026-01-15'],
    ['summer: the last run at 16:00 UTC', '2026-07-15T16:30:00.000Z', times, '2026-07-16'],
    ['runs only on demand (off): today, all day', '2026-01-15T22:30:00.000Z', [], '2026-01-15'],
  ])('%s', (_name, now, configured, expected) => {
    expect(firstReachableBatchDay(new Date(now), configured)).toBe(expected);
  });
});

describe('firstCatchUpDay (from which day a scheduled run pays standing-order executions)', () => {
  it.each([
    ['yesterday closed: only today', '2026-01-15', ['2026-01-13', '2026-01-14'], '2026-01-15'],
    ['down over a weekend: the days after the last closed one', '2026-01-19', ['2026-01-16'], '2026-01-17'],
    ['yesterday never closed: from yesterday', '2026-01-15', ['2026-01-13'], '2026-01-14'],
    [
      'the latest closed day counts, in any order',
      '2026-01-15',
      ['2026-01-14', '2026-01-10', '2026-01-12'],
      '2026-01-15',
    ],
    [
      'today closed (a run after its last one): nothing left to pay',
      '2026-01-15',
      ['2026-01-13', '2026-01-15'],
      '2026-01-16',
    ],
    ["a closed day after the run's own counts for nothing", '2026-01-15', ['2026-01-13', '2026-01-16'], '2026-01-14'],
    ["a closed day at the look-back's limit", '2026-03-15', ['2026-02-12'], '2026-02-13'],
    ['a closed day older than the look-back: its limit', '2026-03-15', ['2026-02-10'], '2026-02-12'],
    ["no closed day: the look-back's limit", '2026-03-15', [], '2026-02-12'],
    ['across a year', '2026-01-02', ['2025-12-30'], '2025-12-31'],
  ])('%s', (_name, day, closedDays, expected) => {
    expect(firstCatchUpDay(day, closedDays)).toBe(expected);
  });
});
