import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import type { TestEnvironment } from '../../tests/integration/support/test-environment';
import { readAppMemory } from './soak/app-memory';
import { percentile, recordHttpTraffic, type IntervalTraffic } from './soak/http-recorder';
import { prepareSoakWorld, type Scenario } from './soak/soak-world';
import { judgeSoak, mb, soakCriteria, type SoakInterval } from './soak/soak-verdict';

const reportedGroups = [
  'AIS reads',
  'payment initiation',
  'payment reads',
  'consent creation',
  'SCA pages (PSU)',
  'portal pages',
  'PSU pages',
  'batch run',
];

export type RunSoakOptions = { minutes: number; intervalSeconds: number; workers: number };

/**
 * The mixed soak (README.md "Soak under mixed load"): `workers` loops run the world's scenarios for `minutes`, a batch
 * run ending each interval, which prints its requests, 5xx, memory and latencies. Resolves to whether it passed.
 */
export async function runSoak(environment: TestEnvironment, options: RunSoakOptions): Promise<boolean> {
  const measureMemory = globalThis.fetch;
  const { scenarios, runBatch } = await prepareSoakWorld(environment);
  const traffic = recordHttpTraffic(environment.baseUrl);
  const rotation = scenarios.flatMap((scenario) => Array.from({ length: scenario.weight }, () => scenario));
  const started = Date.now();
  const deadline = started + options.minutes * 60_000;
  let unexpected = 0;
  const unexpectedSamples: string[] = [];
  const runScenario = async (scenario: Scenario) => {
    try {
      await scenario.run();
    } catch (error) {
      unexpected++;
      if (unexpectedSamples.length < 10) unexpectedSamples.push(`${scenario.name}: ${(error as Error).message}`);
    }
  };
  // Each worker walks the rotation from its own place; a worker stops at the deadline, after the step it is in.
  const worker = async (offset: number) => {
    for (let step = offset; Date.now() < deadline; step++)
      await runScenario(rotation[step % rotation.length] as Scenario);
  };
  let memory = { minHeapUsed: Infinity, minRss: Infinity, heapTotal: 0, external: 0 };
  const sampleMemory = async () => {
    const sample = await readAppMemory(environment.baseUrl, measureMemory);
    memory = {
      minHeapUsed: Math.min(memory.minHeapUsed, sample.heapUsed),
      minRss: Math.min(memory.minRss, sample.rss),
      heapTotal: sample.heapTotal,
      external: sample.external,
    };
  };
  let batchExecuted: number | null = null;
  const sampler = (async () => {
    while (Date.now() < deadline) {
      await sampleMemory();
      await sleep(2_000);
    }
  })();

  console.log(
    `Soak: ${options.minutes} min, ${options.workers} workers, intervals of ${options.intervalSeconds} s; ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, ${new Date().toISOString()}\n`,
  );
  console.log(
    `| Interval | Load average | Requests | 5xx | Unexpected | Heap used, lowest (MB) | Heap reserved (MB) | External (MB) | RSS, lowest (MB) | ${reportedGroups.map((group) => `${group} p50/p99 (ms)`).join(' | ')} | Batch: payments executed |`,
  );
  console.log(`|---:|---:|---:|---:|---:|---:|---:|---:|---:|${reportedGroups.map(() => '---:').join('|')}|---:|`);
  const workers = Array.from({ length: options.workers }, (_, index) => worker(index * 3));
  const intervals: SoakInterval[] = [];
  const intervalCount = Math.ceil((options.minutes * 60) / options.intervalSeconds);
  const close = async (taken: IntervalTraffic) => {
    await sampleMemory();
    const interval: SoakInterval = { ...taken, unexpected, ...memory, batchExecuted };
    unexpected = 0;
    batchExecuted = null;
    memory = { minHeapUsed: Infinity, minRss: Infinity, heapTotal: 0, external: 0 };
    return interval;
  };
  for (let index = 1; index <= intervalCount; index++) {
    await sleep(Math.max(0, Math.min(deadline, started + index * options.intervalSeconds * 1000) - Date.now()));
    if (index === intervalCount) {
      // The last interval also holds the steps the workers were in at the deadline.
      await Promise.all(workers);
      await sampler;
    }
    const interval = await close(traffic.take());
    intervals.push(interval);
    printInterval(index, interval);
    if (index < intervalCount)
      void runScenario({ name: 'batch run', weight: 0, run: async () => void (batchExecuted = await runBatch()) });
  }
  traffic.unwrap();
  if (unexpectedSamples.length > 0)
    console.log(`\nUnexpected answers (first ${unexpectedSamples.length}):\n  ${unexpectedSamples.join('\n  ')}`);
  const serverErrors = intervals.flatMap((interval) => interval.serverErrorSamples);
  if (serverErrors.length > 0) {
    const said = environment
      .output()
      .split('\n')
      .filter((line) => /"level":(40|50|60)|"level":"(warn|error|fatal)"/.test(line));
    console.log(
      `\n5xx answers (first of each interval):\n  ${serverErrors.join('\n  ')}\nThe app's last warnings and errors:\n${said.slice(-20).join('\n')}`,
    );
  }
  const verdict = judgeSoak(intervals);
  console.log(
    `\nVerdict (warm-up: the first ${soakCriteria.warmupIntervals} interval(s) are not compared):\n  ${verdict.lines.join('\n  ')}\n${verdict.passed ? 'PASSED' : 'FAILED'}`,
  );
  return verdict.passed;
}

function printInterval(index: number, interval: SoakInterval): void {
  const groups = reportedGroups.map((group) => {
    const times = interval.latencies.get(group) ?? [];
    return times.length === 0 ? '–' : `${percentile(times, 0.5).toFixed(0)} / ${percentile(times, 0.99).toFixed(0)}`;
  });
  console.log(
    `| ${index} | ${os.loadavg()[0]?.toFixed(1)} | ${interval.requests} | ${interval.serverErrors} | ${interval.unexpected + interval.failures} | ${mb(interval.minHeapUsed)} | ${mb(interval.heapTotal)} | ${mb(interval.external)} | ${mb(interval.minRss)} | ${groups.join(' | ')} | ${interval.batchExecuted ?? '–'} |`,
  );
}
