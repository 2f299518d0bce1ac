import { describe, expect, it } from 'vitest';
import { summariseTimes } from './summarise-times';

describe('summariseTimes', () => {
  it.each([
    [
      'ten runs, out of order',
      [9, 1, 8, 2, 7, 3, 6, 4, 5, 10],
      { runs: 10, median: 5, p95: 10, p99: 10, min: 1, max: 10 },
    ],
    ['one run', [42], { runs: 1, median: 42, p95: 42, p99: 42, min: 42, max: 42 }],
    ['no run', [], { runs: 0, median: NaN, p95: NaN, p99: NaN, min: NaN, max: NaN }],
  ])('%s', (_case, times, expected) => {
    expect(summariseTimes('operation', times)).toEqual({ name: 'operation', ...expected });
  });

  it('leaves the times it is given in their order', () => {
    const times = [3, 1, 2];
    summariseTimes('operation', times);
    expect(times).toEqual([3, 1, 2]);
  });
});
