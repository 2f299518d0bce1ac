import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { databaseAreaSettings } from '@/lib/database/database-area-settings';
import { db } from '@/lib/db';
import { completeSca } from '@/e2e/fixtures/complete-sca';
import { initializedTpp, scaRedirectOf } from '@/e2e/fixtures/sandbox-tpp';
import { sendRaw } from '@/tests/integration/support/send-raw';

// D33: the sandbox instance's metrics (open there: no XS2A_METRICS_TOKEN) and liveness.
const baseUrl = inject('baseUrl');

afterAll(async () => {
  await db.$disconnect();
});

async function scrape(): Promise<string> {
  const response = await fetch(`${baseUrl}/metrics`);
  expect(response.status).toBe(200);
  return response.text();
}

/** The value of one sample (`name{labels}`, labels in the order prom-client writes them); 0 when absent. */
function sample(metrics: string, series: string): number {
  const line = metrics.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('GET /livez', () => {
  it('says the process is live, checking nothing else', async () => {
    const response = await fetch(`${baseUrl}/livez`);
    expect([response.status, response.headers.get('cache-control')]).toEqual([200, 'no-store']);
    // D33: no HSTS from the sandbox over plain HTTP (production and TLS send it: production-serving, tls tests).
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(await response.json()).toEqual({ status: 'live' });
  });
});

describe('GET /metrics in the sandbox', () => {
  it('is Prometheus text with the process metrics and the database pool', async () => {
    // /readyz queries the database just before, so the pool holds a connection (idle ones close after 10 s).
    expect((await fetch(`${baseUrl}/readyz`)).status).toBe(200);
    const response = await fetch(`${baseUrl}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const metrics = await response.text();
    for (const name of ['process_cpu_user_seconds_total', 'nodejs_eventloop_lag_seconds']) {
      expect(metrics).toMatch(new RegExp(`^${name} `, 'm'));
    }
    // D13: one pool per area; /readyz is the instance's own check, on the background pool.
    for (const name of [
      'xs2a_db_pool_connections',
      'xs2a_db_pool_idle_connections',
      'xs2a_db_pool_waiting_requests',
      'xs2a_db_pool_max_connections',
    ]) {
      expect(metrics).toMatch(new RegExp(`^${name}\\{pool="background"\\} `, 'm'));
    }
    expect(sample(metrics, 'xs2a_db_pool_connections{pool="background"}')).toBeGreaterThan(0);
    expect(sample(metrics, 'xs2a_db_pool_max_connections{pool="background"}')).toBe(
      databaseAreaSettings.background.connections,
    );
    const tpp = await initializedTpp(baseUrl);
    expect((await tpp.client.request('GET', '/v1/sandbox/customers')).status).toBe(200);
    expect(sample(await scrape(), 'xs2a_db_pool_max_connections{pool="xs2a"}')).toBe(
      databaseAreaSettings.xs2a.connections,
    );
  });

  it('shows the housekeeping pass the instance ran at start (D33)', async () => {
    // The launcher starts housekeeping as it starts serving; its first pass ends within moments.
    await expect
      .poll(async () => sample(await scrape(), 'xs2a_housekeeping_last_pass_timestamp_seconds'), { timeout: 10_000 })
      .toBeGreaterThan(Date.now() / 1000 - 3_600);
  });

  it('counts every XS2A request by operation and status, and times it by operation', async () => {
    const tpp = await initializedTpp(baseUrl);
    const before = await scrape();
    const answers = [await tpp.client.request('GET', '/v1/accounts'), await tpp.client.request('GET', '/v1/accounts')];
    const status = answers[0]?.status;
    expect(answers[1]?.status).toBe(status);
    const after = await scrape();
    const counter = `xs2a_requests_total{operation="listAccounts",status="${status}"}`;
    expect(sample(after, counter) - sample(before, counter)).toBeGreaterThanOrEqual(2);
    const timed = 'xs2a_request_duration_seconds_count{operation="listAccounts"}';
    expect(sample(after, timed) - sample(before, timed)).toBeGreaterThanOrEqual(2);
    expect(sample(after, 'xs2a_request_duration_seconds_bucket{le="+Inf",operation="listAccounts"}')).toBe(
      sample(after, timed),
    );
  });

  it('counts the requests the edge refuses before Next.js', async () => {
    const before = await scrape();
    expect((await sendRaw({ method: 'GET', target: '/v1/accounts/%zz' })).status).toBe(400);
    const after = await scrape();
    const counter = 'xs2a_requests_total{operation="malformedRequest",status="400"}';
    expect(sample(after, counter) - sample(before, counter)).toBeGreaterThanOrEqual(1);
  });

  it('counts SCA outcomes by kind: an approved consent is finalised, a cancelled one failed', async () => {
    const tpp = await initializedTpp(baseUrl);
    const newConsentLink = async () =>
      scaRedirectOf(
        await tpp.client.request('POST', '/v1/bank-offered-consents', {
          headers: { 'TPP-Redirect-URI': 'https://tpp.example/cb', 'PSU-Context': 'PRIVATE' },
        }),
      );
    const finalised = 'xs2a_sca_outcomes_total{kind="consent",outcome="finalised"}';
    const failed = 'xs2a_sca_outcomes_total{kind="consent",outcome="failed"}';
    const before = await scrape();
    await completeSca({ baseUrl, scaRedirect: await newConsentLink(), customerNumber: '13039319955' });
    await completeSca({
      baseUrl,
      scaRedirect: await newConsentLink(),
      customerNumber: '13039319955',
      decision: 'cancel',
    });
    const after = await scrape();
    expect(sample(after, finalised) - sample(before, finalised)).toBeGreaterThanOrEqual(1);
    expect(sample(after, failed) - sample(before, failed)).toBeGreaterThanOrEqual(1);
  });
});
