import { describe, expect, it } from 'vitest';
import { requestLogDurationBoundsMs, requestLogDurationBucket } from '@/lib/xs2a/request-log-durations';
import { durationPercentile } from './duration-percentile';

function histogramOf(durations: number[]): number[] {
  const histogram = Array.from({ length: requestLogDurationBoundsMs.length + 1 }, () => 0);
  for (const duration of durations) histogram[requestLogDurationBucket(duration)]! += 1;
  return histogram;
}

describe('durationPercentile', () => {
  it('gives the bound of the bucket holding the percentile', () => {
    const histogram = histogramOf([...Array.from({ length: 90 }, () => 40), ...Array.from({ length: 10 }, () => 900)]);
    expect(durationPercentile(histogram, 0.5)).toBe(50);
    expect(durationPercentile(histogram, 0.95)).toBe(1000);
  });

  it('is Infinity past the last bound and null without calls', () => {
    expect(durationPercentile(histogramOf([60_000]), 0.5)).toBe(Number.POSITIVE_INFINITY);
    expect(durationPercentile(histogramOf([]), 0.5)).toBeNull();
  });
});
