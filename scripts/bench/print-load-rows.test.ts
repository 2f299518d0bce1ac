import { describe, expect, it } from 'vitest';
import type { LoadRoute } from './load-routes';
import type { LoadResult } from './load-test';
import type { OpenLoopResult } from './open-loop';
import { loadTableLines, type LoadRow } from './print-load-rows';

function row(path: string, requestsPerSecond: number, p99AtHalf: number, bounds: Partial<LoadRoute> = {}): LoadRow {
  const route: LoadRoute = { name: path, method: 'GET', path, expectedStatus: 200, prepare: () => [], ...bounds };
  const closed = { requestsPerSecond, requests: requestsPerSecond * 10, p50: 5, p99: 20, unexpected: 0 } as LoadResult;
  const open = { rate: requestsPerSecond / 2, p99: p99AtHalf, unexpected: 0 } as OpenLoopResult;
  return { route, closed, open, cpuPerRequest: 1.5 };
}

const cells = (line: string) => line.split(' | ').map((cell) => cell.replace(/^\| |\s\|$/g, ''));

describe('loadTableLines', () => {
  const rows = [
    row('/healthz', 1000, 3),
    row('/v1/no-such-resource', 500, 10),
    row('/v1/accounts', 460, 29.9, { openLoopP99AtMost: 30, ratioAtLeast: { of: 'floor', percent: 90 } }),
    row('/v1/balances', 440, 31, { openLoopP99AtMost: 30, ratioAtLeast: { of: 'floor', percent: 90 } }),
    row('/v1/payments', 390, 40, { ratioAtLeast: { of: '/healthz', percent: 40 } }),
    row('/healthz', 1200, 3),
  ];
  const lines = loadTableLines(rows, [
    {
      name: '`GET /sca/sign-in`',
      ttfb: { name: '', runs: 40, median: 20, p95: 100, p99: 140, min: 9, max: 150 },
      unexpected: 0,
    },
    {
      name: '`GET /sca/consent`',
      ttfb: { name: '', runs: 40, median: 30, p95: 100.5, p99: 140, min: 9, max: 150 },
      alone: { name: '', runs: 20, median: 12, p95: 24.25, p99: 30, min: 8, max: 31 },
      unexpected: 1,
    },
    {
      name: '`GET /sca/consent`',
      ttfb: { name: '', runs: 40, median: 25, p95: 60, p99: 90, min: 9, max: 95 },
      isOwnInstance: true,
      unexpected: 0,
    },
  ]);

  it('gives the ratios to the mean of the /healthz rows and to the floor', () => {
    expect(cells(lines[4] as string).slice(6, 8)).toEqual(['42 %', '92 %']);
    expect(cells(lines[2] as string).slice(6, 8)).toEqual(['91 %', '200 %']);
  });

  it('marks each bound a route has, and only those', () => {
    expect(cells(lines[4] as string).at(-1)).toBe('✓ p99 at half ≤ 30 ms; ✓ ≥ 90 % of floor');
    expect(cells(lines[5] as string).at(-1)).toBe('✗ p99 at half ≤ 30 ms; ✗ ≥ 90 % of floor');
    expect(cells(lines[6] as string).at(-1)).toBe('✗ ≥ 40 % of /healthz');
    expect(cells(lines[3] as string).at(-1)).toBe('—');
  });

  it("marks each PSU page against its time to first byte's p95", () => {
    expect(cells(lines[8] as string).at(-1)).toBe('✓ p95 ≤ 100 ms');
    expect(cells(lines[9] as string).at(-1)).toBe('✗ p95 ≤ 100 ms');
    expect(cells(lines[9] as string).at(-2)).toBe('1');
  });

  it('names the time to first byte with no API load beside the page, when it was measured', () => {
    expect(cells(lines[9] as string)[0]).toBe(
      'PSU `GET /sca/consent`: time to first byte, API at half capacity (40 loads; p95 100.5 ms; with no API load p50 12.0 ms, p95 24.3 ms)',
    );
    expect(cells(lines[8] as string)[0]).not.toContain('no API load');
  });

  it('names the rows whose PSU pages an instance of their own served', () => {
    expect(cells(lines[10] as string)[0]).toBe(
      'PSU `GET /sca/consent` on an instance of their own: time to first byte, API at half capacity (40 loads; p95 60.0 ms)',
    );
    expect(cells(lines[10] as string).at(-1)).toBe('✓ p95 ≤ 100 ms');
    expect(cells(lines[9] as string)[0]).not.toContain('instance');
  });
});
