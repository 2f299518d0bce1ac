import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { startProductionApp, type ProductionApp } from '@/tests/integration/support/production-app';

// D34: a production instance with XS2A_CORE_ACCOUNTS_URL names the core in /readyz and carries the connector's series
// in /metrics. A plain local server stands in for the core (http to loopback); nothing here reads accounts from it.
let core: http.Server;
let app: ProductionApp;
const metricsToken = 'production-app-metrics-token-0123456789abcdef';

beforeAll(async () => {
  core = http.createServer((_request, response) => response.writeHead(404).end());
  await new Promise<void>((resolve) => core.listen(0, '127.0.0.1', resolve));
  app = await startProductionApp({
    XS2A_CORE_ACCOUNTS_URL: `http://127.0.0.1:${(core.address() as AddressInfo).port}/xs2a`,
  });
}, 240_000);

afterAll(async () => {
  await app?.stop();
  core.closeAllConnections();
  await new Promise((resolve) => core.close(resolve));
  await db.$disconnect();
});

describe('the core in /readyz and /metrics (D34)', () => {
  it('/readyz names the core beside the database', async () => {
    const response = await fetch(`${app.baseUrl}/readyz`);
    const core = { accounts: 'available', retryAfterSeconds: 0 };
    expect([response.status, await response.json()]).toEqual([
      200,
      { status: 'ready', database: 'reachable', migrations: 'applied', core },
    ]);
  });

  it("/metrics carries the breaker's state, the reads in flight, and the calls by outcome and duration", async () => {
    const response = await fetch(`${app.baseUrl}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
    expect(response.status).toBe(200);
    const metrics = await response.text();
    expect(metrics).toMatch(/^xs2a_core_circuit_state 0$/m);
    expect(metrics).toMatch(/^xs2a_core_in_flight 0$/m);
    expect(metrics).toMatch(/^# TYPE xs2a_core_calls_total counter$/m);
    expect(metrics).toMatch(/^# TYPE xs2a_core_call_duration_seconds histogram$/m);
  });
});
