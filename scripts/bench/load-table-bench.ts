import type { TestEnvironment } from '../../tests/integration/support/test-environment';
import { healthzRoute, prepareLoadRoutes, type LoadRoute } from './load-routes';
import { loadTest, signedPoolPerSecond, type LoadResult } from './load-test';
import { openLoop, type OpenLoopRequest, type OpenLoopResult } from './open-loop';
import type { LoadRow } from './print-load-rows';
import { cpuMs } from './process-cpu';

/** Accounts read without the PSU present: 4 reads a day each, 2 for the closed loop and 2 for the open one. */
const unattendedAccounts = 1_000;

/**
 * `npm run bench -- --only=load`: each route at capacity (closed loop, 50 connections, the app's CPU per request from
 * /proc) and then at half that rate in an open loop; printLoadRows prints them (README.md "Performance").
 */
export async function benchLoadTable(environment: TestEnvironment, options: { seconds: number }): Promise<LoadRow[]> {
  const routes = await prepareLoadRoutes(environment, { unattendedAccounts });
  const rows: LoadRow[] = [];
  // No signed route outruns /healthz: a pool sized from it stays small enough to sign well within the clock skew.
  let poolPerSecond = signedPoolPerSecond;
  for (const route of [healthzRoute, ...routes, { ...healthzRoute, name: '`GET /healthz` again, after the others' }]) {
    console.log(`  ${route.name}…`);
    rows.push(await measureRoute(environment, route, options.seconds, poolPerSecond));
    if (rows.length === 1)
      poolPerSecond = Math.min(signedPoolPerSecond, Math.ceil(1.5 * (rows[0]?.closed.requestsPerSecond ?? 0)) + 50);
  }
  return rows;
}

/** One route: closed loop at capacity with its CPU, then the open loop at half the capacity it reached. */
export async function measureRoute(
  environment: TestEnvironment,
  route: LoadRoute,
  seconds: number,
  poolPerSecond = signedPoolPerSecond,
): Promise<LoadRow> {
  // A short open loop first wakes the route (its statements prepared, its code optimised); not for a limited route.
  if (route.limit === undefined) {
    const warmups = route.prepare(20, new Date());
    await openLoop({
      name: route.name,
      baseUrl: environment.baseUrl,
      rate: 20,
      seconds: 1,
      requestFor: (index) => warmups[index] as OpenLoopRequest,
    });
  }
  const closedCount = route.limit === undefined ? poolPerSecond * seconds : route.limit / 2;
  const pool = route.prepare(closedCount, new Date(Date.now() + 50_000));
  let next = 0;
  const cpuBefore = cpuMs(environment.appPid);
  const closed: LoadResult = await loadTest({
    name: route.name,
    baseUrl: environment.baseUrl,
    path: route.path,
    method: route.method,
    connections: 50,
    seconds,
    ...(route.limit === undefined ? {} : { amount: closedCount }),
    requestFor: () => pool[next++] ?? { headers: {} },
    expectedStatus: route.expectedStatus,
  });
  const cpuPerRequest = (cpuMs(environment.appPid) - cpuBefore) / Math.max(1, closed.requests);
  if (next > pool.length) console.log(`Warning: ${route.name} used up its ${pool.length} prepared requests.`);
  const rate = Math.max(1, Math.round(closed.requestsPerSecond / 2));
  const openSeconds = route.limit === undefined ? seconds : Math.min(seconds, route.limit / 2 / rate);
  const requests = route.prepare(Math.round(rate * openSeconds), new Date(Date.now() + 50_000));
  const open: OpenLoopResult = await openLoop({
    name: route.name,
    baseUrl: environment.baseUrl,
    rate,
    seconds: openSeconds,
    requestFor: (index) => requests[index] as OpenLoopRequest,
    expectedStatus: route.expectedStatus,
  });
  return { route, closed, open, cpuPerRequest };
}
