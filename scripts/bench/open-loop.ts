import http from 'node:http';
import type { Measurement } from './measure';
import { summariseTimes } from './summarise-times';

/** One request of an open-loop run, prepared before the run (a signed request needs its own headers, D5). */
export type OpenLoopRequest = {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: Uint8Array;
};

export type OpenLoopResult = Measurement & {
  /** Requests per second scheduled, and the seconds they were scheduled over. */
  rate: number;
  seconds: number;
  /** Answers other than the expected status, and requests that failed or were never answered. */
  unexpected: number;
  statusCodes: Record<string, number>;
};

export type OpenLoopInput = {
  name: string;
  baseUrl: string;
  rate: number;
  seconds: number;
  requestFor: (index: number) => OpenLoopRequest;
  expectedStatus?: number;
  /** Keep-alive sockets at most: enough that a stall queues requests rather than the schedule. */
  sockets?: number;
};

/** When request `index` of a run at `rate` requests per second is due, in milliseconds from the run's start. */
export function intendedSendTime(index: number, rate: number): number {
  return (index * 1000) / rate;
}

/** How many of a run's `total` requests are due `elapsed` milliseconds after its start (those at or before it). */
export function dueCount(elapsed: number, rate: number, total: number): number {
  if (elapsed < 0) return 0;
  return Math.min(total, Math.floor((elapsed * rate) / 1000 + 1e-9) + 1);
}

/** The latencies of a run, each from its request's intended send time, so a stall counts for every request behind it. */
export function summariseOpenLoop(
  name: string,
  run: { rate: number; seconds: number; latencies: number[]; statusCodes: Record<string, number>; failed: number },
  expectedStatus?: number,
): OpenLoopResult {
  const unexpectedAnswers = Object.entries(run.statusCodes).reduce((sum, [code, count]) => {
    const status = Number(code);
    const isExpected = expectedStatus === undefined ? status >= 200 && status < 300 : status === expectedStatus;
    return isExpected ? sum : sum + count;
  }, 0);
  return {
    ...summariseTimes(name, run.latencies),
    rate: run.rate,
    seconds: run.seconds,
    unexpected: unexpectedAnswers + run.failed,
    statusCodes: run.statusCodes,
  };
}

/**
 * Sends `rate` × `seconds` requests on a fixed schedule whatever the answers (an open loop), each request's latency
 * measured from its intended send time to the end of its answer: no coordinated omission.
 */
export async function openLoop(input: OpenLoopInput): Promise<OpenLoopResult> {
  const total = Math.round(input.rate * input.seconds);
  const requests = Array.from({ length: total }, (_, index) => input.requestFor(index));
  const agent = new http.Agent({ keepAlive: true, maxSockets: input.sockets ?? 256 });
  const base = new URL(input.baseUrl);
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  let failed = 0;
  const answers: Promise<void>[] = [];
  const start = performance.now();
  const send = (index: number) =>
    new Promise<void>((resolve) => {
      const request = requests[index] as OpenLoopRequest;
      const intended = start + intendedSendTime(index, input.rate);
      const outgoing = http.request(
        {
          agent,
          host: base.hostname,
          port: base.port,
          method: request.method,
          path: request.path,
          headers: request.body ? { ...request.headers, 'content-length': request.body.length } : request.headers,
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            latencies.push(performance.now() - intended);
            const code = String(response.statusCode);
            statusCodes[code] = (statusCodes[code] ?? 0) + 1;
            resolve();
          });
        },
      );
      outgoing.on('error', () => {
        failed++;
        resolve();
      });
      outgoing.end(request.body);
    });
  let sent = 0;
  while (sent < total) {
    const due = dueCount(performance.now() - start, input.rate, total);
    for (; sent < due; sent++) answers.push(send(sent));
    if (sent < total) {
      const wait = start + intendedSendTime(sent, input.rate) - performance.now();
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, wait)));
    }
  }
  await Promise.all(answers);
  agent.destroy();
  return summariseOpenLoop(
    input.name,
    { rate: input.rate, seconds: input.seconds, latencies, statusCodes, failed },
    input.expectedStatus,
  );
}
