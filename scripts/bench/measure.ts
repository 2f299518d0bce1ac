import { summariseTimes } from './summarise-times';

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
  return summariseTimes(name, times);
}

/** As `measure`, with `prepare` run before each timed `send` and outside its time (a TPP's signing is not the bank's). */
export async function measurePrepared<Prepared>(
  name: string,
  prepare: () => Prepared,
  send: (prepared: Prepared) => Promise<void>,
  options: { runs: number; warmups: number },
): Promise<Measurement> {
  for (let index = 0; index < options.warmups; index++) await send(prepare());
  const times: number[] = [];
  for (let index = 0; index < options.runs; index++) {
    const prepared = prepare();
    const started = performance.now();
    await send(prepared);
    times.push(performance.now() - started);
  }
  return summariseTimes(name, times);
}
