/** D28: the upper bounds (ms) of the request log's fixed duration buckets; one more bucket holds the slower calls. */
export const requestLogDurationBoundsMs = [
  5, 10, 20, 30, 50, 75, 100, 150, 200, 300, 500, 750, 1000, 1500, 2000, 3000, 5000, 10000,
] as const;

/** The bucket a duration falls in: the first whose bound it does not exceed, or the last for slower calls. */
export function requestLogDurationBucket(durationMs: number): number {
  const index = requestLogDurationBoundsMs.findIndex((bound) => durationMs <= bound);
  return index === -1 ? requestLogDurationBoundsMs.length : index;
}
