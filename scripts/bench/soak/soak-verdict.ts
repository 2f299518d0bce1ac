import { percentile, type IntervalTraffic } from './http-recorder';

/** One reported interval: its traffic and the app's memory at the lowest of its samples (closest to the live heap). */
export type SoakInterval = IntervalTraffic & {
  unexpected: number;
  minHeapUsed: number;
  minRss: number;
  /** At the interval's end: the heap V8 reserved, and memory outside it (buffers), for reading an RSS that grows. */
  heapTotal: number;
  external: number;
  /** The batch run started as the interval began: payments executed, or null when none ran (or it had not ended). */
  batchExecuted: number | null;
};

/** The soak's pass criteria, stated once: the README quotes them. */
export const soakCriteria = {
  /** Intervals left out of the memory and latency comparisons while the app's code warms up. */
  warmupIntervals: 1,
  /**
   * The lowest heap in use over the last half of the compared intervals may exceed the lowest over their first half by
   * at most this fraction: the lowest sample is the one nearest a full collection, and halves, not single intervals,
   * so that a minute without one does not count as growth.
   */
  maxHeapGrowth: 0.2,
  /** A route group's p99 in the last interval may be at most this many times its p99 in the first compared one. */
  maxP99Factor: 2,
  /** Route groups with fewer answers than this in either interval are too few for a p99 and are not compared. */
  minSamplesForP99: 50,
} as const;

export type SoakVerdict = { passed: boolean; lines: string[] };

/** No 5xx and no failed or unexpected answer; heap steady after warm-up; each well-sampled group's p99 steady. */
export function judgeSoak(intervals: SoakInterval[]): SoakVerdict {
  const lines: string[] = [];
  let passed = true;
  const check = (isMet: boolean, line: string) => {
    passed &&= isMet;
    lines.push(`${isMet ? 'PASS' : 'FAIL'} ${line}`);
  };
  const sum = (pick: (interval: SoakInterval) => number) =>
    intervals.reduce((total, interval) => total + pick(interval), 0);
  check(
    sum((interval) => interval.serverErrors) === 0,
    `5xx answers: ${sum((interval) => interval.serverErrors)} of ${sum((interval) => interval.requests)} requests (must be 0)`,
  );
  check(
    sum((interval) => interval.failures + interval.unexpected) === 0,
    `requests without an answer: ${sum((interval) => interval.failures)}, scenario steps with an unexpected answer: ${sum((interval) => interval.unexpected)} (must be 0)`,
  );
  const compared = intervals.slice(soakCriteria.warmupIntervals);
  const first = compared[0];
  const last = compared.at(-1);
  if (!first || !last || first === last) {
    check(false, `memory and p99: too few intervals to compare (need ${soakCriteria.warmupIntervals + 2})`);
    return { passed, lines };
  }
  const half = Math.max(1, Math.floor(compared.length / 2));
  const lowest = (window: SoakInterval[], pick: (interval: SoakInterval) => number) => Math.min(...window.map(pick));
  const [early, late] = [compared.slice(0, half), compared.slice(-half)];
  const [heapBefore, heapAfter] = [
    lowest(early, (interval) => interval.minHeapUsed),
    lowest(late, (interval) => interval.minHeapUsed),
  ];
  const [rssBefore, rssAfter] = [
    lowest(early, (interval) => interval.minRss),
    lowest(late, (interval) => interval.minRss),
  ];
  const growth = heapAfter / heapBefore - 1;
  check(
    growth <= soakCriteria.maxHeapGrowth,
    `heap in use, lowest of the first and the last ${half} compared interval(s): ${mb(heapBefore)} → ${mb(heapAfter)} MB (${percent(growth)}; at most ${percent(soakCriteria.maxHeapGrowth)}); RSS ${mb(rssBefore)} → ${mb(rssAfter)} MB (${percent(rssAfter / rssBefore - 1)}, reported only)`,
  );
  for (const [group, firstTimes] of first.latencies) {
    const lastTimes = last.latencies.get(group) ?? [];
    if (Math.min(firstTimes.length, lastTimes.length) < soakCriteria.minSamplesForP99) continue;
    const [before, after] = [percentile(firstTimes, 0.99), percentile(lastTimes, 0.99)];
    check(
      after <= soakCriteria.maxP99Factor * before,
      `${group}: p99 ${before.toFixed(0)} → ${after.toFixed(0)} ms (at most ×${soakCriteria.maxP99Factor})`,
    );
  }
  return { passed, lines };
}

export const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0);
const percent = (fraction: number) => `${fraction >= 0 ? '+' : ''}${(100 * fraction).toFixed(1)} %`;
