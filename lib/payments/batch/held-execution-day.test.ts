import { describe, expect, it } from 'vitest';
import { isHeldOn, type HoldSpan } from './held-execution-day';

describe('isHeldOn (whether a caught-up execution day fell within a hold)', () => {
  const heldThreeDays: HoldSpan[] = [{ firstDay: '2031-01-03', lastDay: '2031-01-05' }];
  const twoHolds: HoldSpan[] = [
    { firstDay: '2031-01-01', lastDay: '2031-01-02' },
    { firstDay: '2031-01-05', lastDay: '2031-01-06' },
  ];
  it.each([
    ['the day before the hold began', heldThreeDays, '2031-01-02', '2031-01-08', false],
    ['the day the hold began', heldThreeDays, '2031-01-03', '2031-01-08', true],
    ['a day the hold lasted over', heldThreeDays, '2031-01-04', '2031-01-08', true],
    ['the day it was released', heldThreeDays, '2031-01-05', '2031-01-08', true],
    ['the day after the release', heldThreeDays, '2031-01-06', '2031-01-08', false],
    ['a hold still open', [{ firstDay: '2031-01-03', lastDay: null }], '2031-01-07', '2031-01-08', true],
    [
      "the run's own day: its status at the run decides",
      [{ firstDay: '2031-01-08', lastDay: '2031-01-08' }],
      '2031-01-08',
      '2031-01-08',
      false,
    ],
    ['between two holds', twoHolds, '2031-01-03', '2031-01-08', false],
    ['in the second of two holds', twoHolds, '2031-01-06', '2031-01-08', true],
    ['never held', [], '2031-01-04', '2031-01-08', false],
  ])('%s', (_name, holds, executionDay, runDay, expected) => {
    expect(isHeldOn(holds, executionDay, runDay)).toBe(expected);
  });
});
