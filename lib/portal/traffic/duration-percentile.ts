import { requestLogDurationBoundsMs } from '@/lib/xs2a/request-log-durations';

/**
 * D28: the bound (ms) of the duration bucket holding the given fraction (0.5 for p50) of a histogram's calls: the
 * percentile is at most that; Infinity past the last bound, null when there are no calls.
 */
export function durationPercentile(histogram: readonly number[], fraction: number): number | null {
  const total = histogram.reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(total * fraction));
  let seen = 0;
  for (const [index, count] of histogram.entries()) {
    seen += count;
    if (seen >= rank) return requestLogDurationBoundsMs[index] ?? Number.POSITIVE_INFINITY;
  }
  return Number.POSITIVE_INFINITY;
}
