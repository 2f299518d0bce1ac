import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { dueCount, intendedSendTime, openLoop, summariseOpenLoop } from './open-loop';

describe('the open-loop schedule', () => {
  it('spaces the requests evenly at the rate', () => {
    expect([0, 1, 2, 250].map((index) => intendedSendTime(index, 250))).toEqual([0, 4, 8, 1000]);
  });

  it.each([
    ['before the start', -1, 0],
    ['at the start: the first request', 0, 1],
    ['just before the second', 3.999, 1],
    ['at the second', 4, 2],
    ['after a 100 ms stall: every request due meanwhile', 100, 26],
    ['long after the end: all of them, no more', 60_000, 40],
  ])('%s', (_case, elapsed, due) => {
    expect(dueCount(elapsed, 250, 40)).toBe(due);
  });

  it('keeps sending on schedule while no answer comes, and times the held one from when it was due', async () => {
    const held: http.ServerResponse[] = [];
    const server = http.createServer((_request, response) => {
      held.push(response);
      // Nothing is answered until the last request has arrived: a closed loop would wait for ever.
      if (held.length === 20) for (const each of held) each.writeHead(204).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const result = await openLoop({
        name: 'held',
        baseUrl: `http://127.0.0.1:${port}`,
        rate: 200,
        seconds: 0.1,
        requestFor: () => ({ method: 'GET', path: '/', headers: {} }),
      });
      expect(result.runs).toBe(20);
      expect(result.statusCodes).toEqual({ '204': 20 });
      expect(result.unexpected).toBe(0);
      // The first was due at 0 and answered only after the last, due at 95 ms, had been sent.
      expect(result.max).toBeGreaterThanOrEqual(intendedSendTime(19, 200));
    } finally {
      server.close();
    }
  });
});

describe('summariseOpenLoop', () => {
  it('takes nearest-rank percentiles of every latency, the stalled ones included', () => {
    const latencies = [
      ...Array.from({ length: 980 }, () => 2),
      ...Array.from({ length: 20 }, (_, index) => 100 + index),
    ];
    const result = summariseOpenLoop('route', {
      rate: 100,
      seconds: 10,
      latencies,
      statusCodes: { '200': 1000 },
      failed: 0,
    });
    expect(result).toMatchObject({ runs: 1000, median: 2, p95: 2, p99: 109, max: 119, rate: 100, seconds: 10 });
  });

  it.each([
    ['any non-2xx, and failures, when no status is named', undefined, 7],
    ['anything but the named status, and failures', 404, 12],
  ])('counts as unexpected %s', (_case, expectedStatus, unexpected) => {
    const run = { rate: 1, seconds: 1, latencies: [1], statusCodes: { '200': 10, '404': 5 }, failed: 2 };
    expect(summariseOpenLoop('route', run, expectedStatus).unexpected).toBe(unexpected);
  });
});
