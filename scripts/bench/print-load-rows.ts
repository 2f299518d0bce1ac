import type { LoadRoute } from './load-routes';
import type { LoadResult } from './load-test';
import type { Measurement } from './measure';
import type { OpenLoopResult } from './open-loop';

/** A route's row: at capacity (closed loop), at half of it (open loop), and the app's CPU per request at capacity. */
export type LoadRow = { route: LoadRoute; closed: LoadResult; open: OpenLoopResult; cpuPerRequest: number };

/**
 * A PSU page's time to first byte while the API runs at half its capacity, and `alone` with no API load when it was
 * measured; `isOwnInstance`: the PSU pages were served by an instance of their own; `unexpected`: answers that broke a walk.
 */
export type PsuPageRow = {
  name: string;
  ttfb: Measurement;
  alone?: Measurement;
  isOwnInstance?: boolean;
  unexpected: number;
};

/** PSU pages' bound: time to first byte p95 in milliseconds. */
export const psuTtfbP95AtMost = 100;

const floorPath = '/v1/no-such-resource';
const mark = (isMet: boolean) => (isMet ? '✓' : '✗');
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '—');

/**
 * The one table of `npm run bench`: ratios are to the mean of the `/healthz` rows and to the signed 404 (the floor);
 * each bound a route has gets ✓ or ✗ in the last column.
 */
export function loadTableLines(rows: LoadRow[], psuRows: PsuPageRow[] = []): string[] {
  const healthz = rows.filter((row) => row.route.path === '/healthz');
  const healthzRate = healthz.reduce((sum, row) => sum + row.closed.requestsPerSecond, 0) / (healthz.length || 1);
  const floorRate = rows.find((row) => row.route.path === floorPath)?.closed.requestsPerSecond ?? Number.NaN;
  const percentOf = (rate: number, of: number) => (Number.isFinite(of) && of > 0 ? (100 * rate) / of : Number.NaN);
  const lines = [
    '| Route | Requests/s (50 conn.) | p50 (ms) | p99 (ms) | Half-capacity rate (/s, open loop) | p99 at half capacity (ms) | Ratio to /healthz | Ratio to the floor | App CPU per request (ms) | Unexpected | Targets |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const { route, closed, open, cpuPerRequest } of rows) {
    const toHealthz = percentOf(closed.requestsPerSecond, healthzRate);
    const toFloor = percentOf(closed.requestsPerSecond, floorRate);
    const targets: string[] = [];
    if (route.openLoopP99AtMost !== undefined)
      targets.push(`${mark(open.p99 <= route.openLoopP99AtMost)} p99 at half ≤ ${route.openLoopP99AtMost} ms`);
    if (route.ratioAtLeast) {
      const ratio = route.ratioAtLeast.of === 'floor' ? toFloor : toHealthz;
      targets.push(
        `${mark(ratio >= route.ratioAtLeast.percent)} ≥ ${route.ratioAtLeast.percent} % of ${route.ratioAtLeast.of}`,
      );
    }
    const percent = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} %` : '—');
    lines.push(
      `| ${route.name} | ${closed.requestsPerSecond.toFixed(0)} | ${ms(closed.p50)} | ${ms(closed.p99)} | ${open.rate} | ${ms(open.p99)} | ${percent(toHealthz)} | ${percent(toFloor)} | ${cpuPerRequest.toFixed(2)} | ${closed.unexpected} + ${open.unexpected} | ${targets.join('; ') || '—'} |`,
    );
  }
  for (const { name, ttfb, alone, isOwnInstance, unexpected } of psuRows)
    lines.push(
      `| PSU ${name}${isOwnInstance ? ' on an instance of their own' : ''}: time to first byte, API at half capacity (${ttfb.runs} loads; p95 ${ms(ttfb.p95)} ms${alone ? `; with no API load p50 ${ms(alone.median)} ms, p95 ${ms(alone.p95)} ms` : ''}) | — | ${ms(ttfb.median)} | ${ms(ttfb.p99)} | — | — | — | — | — | ${unexpected} | ${mark(ttfb.p95 <= psuTtfbP95AtMost)} p95 ≤ ${psuTtfbP95AtMost} ms |`,
    );
  return lines;
}

export function printLoadRows(rows: LoadRow[], psuRows: PsuPageRow[] = []): void {
  for (const line of loadTableLines(rows, psuRows)) console.log(line);
  for (const row of rows.filter((each) => each.closed.unexpected + each.open.unexpected > 0))
    console.log(
      `Warning: ${row.route.name}: answers ${JSON.stringify(row.closed.statusCodes)} at capacity, ${JSON.stringify(row.open.statusCodes)} at half; the row does not measure the route.`,
    );
}
