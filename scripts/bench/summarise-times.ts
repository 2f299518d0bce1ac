import type { Measurement } from './measure';

/** The median, percentiles, minimum and maximum of wall times in milliseconds, one a run. */
export function summariseTimes(name: string, times: number[]): Measurement {
  const sorted = [...times].sort((left, right) => left - right);
  const at = (fraction: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
  return {
    name,
    runs: sorted.length,
    median: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    min: sorted[0] ?? Number.NaN,
    max: sorted.at(-1) ?? Number.NaN,
  };
}
