import { describe, expect, it } from 'vitest';
import { readTrafficPeriod, trafficBuckets } from './traffic-buckets';

describe('trafficBuckets', () => {
  it('gives the last 24 UTC hours, the current one last', () => {
    const buckets = trafficBuckets('24h', new Date('2026-11-28T09:30:00Z'));
    expect(buckets).toHaveLength(24);
    expect(buckets.at(-1)?.from.toISOString()).toBe('2026-11-28T09:00:00.000Z');
    expect(buckets[0]?.from.toISOString()).toBe('2026-11-27T10:00:00.000Z');
  });

  it('gives Oslo days, today last, a day of 23 hours where summer time begins', () => {
    const buckets = trafficBuckets('7d', new Date('2026-03-31T09:30:00Z'));
    expect(buckets.map((bucket) => bucket.key)).toEqual([
      '2026-03-25',
      '2026-03-26',
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
      '2026-03-31',
    ]);
    expect(buckets[0]?.from.toISOString()).toBe('2026-03-24T23:00:00.000Z');
    const changeDay = buckets.find((bucket) => bucket.key === '2026-03-29');
    expect(changeDay?.from.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(changeDay?.to.toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(buckets.at(-1)?.to.toISOString()).toBe('2026-03-31T10:00:00.000Z');
    expect(trafficBuckets('30d', new Date('2026-03-31T09:30:00Z'))).toHaveLength(30);
  });

  it('reads the period from the URL, 24 hours by default', () => {
    expect(readTrafficPeriod('7d')).toBe('7d');
    expect(readTrafficPeriod('1y')).toBe('24h');
    expect(readTrafficPeriod(undefined)).toBe('24h');
  });
});
