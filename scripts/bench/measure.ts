/** Timings of one measured operation, in milliseconds. */
export type Measurement = {
  name: string;
  runs: number;
  median: number;
  p95: number;
  p99: number;
  min: number;
  max: number;
};

/** Runs `operation` `warmups` times unmeasured, then `runs` times one after the other, and summarises the wall times. */
export async function measure(
  name: string,
  operation: () => Promise<void>,
  options: { runs: number; warmups: number },
): Promise<Measurement> {
  for (let index = 0; index < options.warmups; index++) await operation();
  const times: number[] = [];
  for (let index = 0; index < options.runs; index++) {
    const started = performance.now();
    await operation();
    times.push(performance.now() - started);
  }
  times.sort((left, right) => left - right);
  const at = (fraction: number) =>
    times[Math.min(times.length - 1, Math.ceil(fraction * times.length) - 1)] ?? Number.NaN;
  return {
    name,
    runs: options.runs,
    median: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    min: times[0] ?? Number.NaN,
    max: times.at(-1) ?? Number.NaN,
  };
}
