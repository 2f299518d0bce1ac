import http from 'node:http';
import pg from 'pg';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { db } from '@/lib/db';
import type { SandboxAccountView } from '@/lib/sandbox/accounts/present-sandbox-account';
import { createSandboxTpp } from '@/tools/tpp-kit/create-sandbox-tpp';
import { createTppClient, type TppClient } from '@/tools/tpp-kit/tpp-client';
import { completeSca } from '@/e2e/fixtures/complete-sca';
import { initializedTpp, scaRedirectOf, type NamedTpp } from '@/e2e/fixtures/sandbox-tpp';
import { createAisTpp, firstMessage, redirectUri } from '@/tests/integration/support/ais-fixture';
import { balancesOf, insertManyPayments } from '@/tests/integration/support/payment-fixture-batch';
import { newCustomerNumber } from '@/tests/integration/support/sandbox-tpp';
import { startAppInstance, type AppInstance } from '@/tests/integration/support/test-environment';
import { waitFor } from '@/tests/integration/support/wait-for';

// D13, D33: N stateless instances behind a load balancer on one PostgreSQL behave as one service. Instance A is the
// suite's app server, B a second launcher on the same database, with its own data folder (as on another machine) and
// the same public origin. Every step is driven across both, without sticky sessions.
const baseUrlA = inject('baseUrl');
let instanceB: AppInstance;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'psd2-instance-b-'));
  // A's public origin is its own address; behind one load balancer every instance has the same.
  instanceB = await startAppInstance({
    databaseUrl: inject('databaseUrl'),
    dataDir,
    extraEnv: { PUBLIC_URL: new URL(baseUrlA).origin },
  });
});

afterAll(async () => {
  await instanceB?.stop();
  await db.$disconnect();
  await rm(dataDir, { recursive: true, force: true });
});

/** The same TPP (certificate and all) talking to instance B. */
const viaB = (tpp: { certificate: NamedTpp['certificate'] }, defaultHeaders: Record<string, string> = {}): TppClient =>
  createTppClient({ baseUrl: instanceB.baseUrl, certificate: tpp.certificate, defaultHeaders });

/** A round-robin load balancer without stickiness: each request goes to the other instance than the one before. */
/** The headers of POST /v1/bank-offered-consents but its X-Request-ID. */
const consentHeaders = { 'TPP-Redirect-URI': 'https://tpp.example/cb', 'PSU-Context': 'PRIVATE' };

async function startRoundRobin(): Promise<{ url: string; served: string[]; close: () => Promise<void> }> {
  const upstreams = [baseUrlA, instanceB.baseUrl].map((base) => new URL(base));
  const served: string[] = [];
  const server = http.createServer((request, response) => {
    const upstream = upstreams[served.length % upstreams.length] as URL;
    served.push(upstream.port);
    const forwarded = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: request.url,
        method: request.method,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => response.destroy());
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('two instances on one database', () => {
  it('a consent: created on A, its SCA pages served by A and B in turn, approved, and valid when read on B', async () => {
    const tpp = await initializedTpp(baseUrlA);
    const created = await tpp.client.request('POST', '/v1/bank-offered-consents', {
      headers: { 'TPP-Redirect-URI': 'https://tpp.example/cb', 'PSU-Context': 'PRIVATE' },
    });
    expect(created.status).toBe(201);
    const consentId = (created.body as { consentId: string }).consentId;
    const balancer = await startRoundRobin();
    try {
      const back = await completeSca({
        baseUrl: balancer.url,
        scaRedirect: scaRedirectOf(created),
        customerNumber: '13039319955',
      });
      expect(back.origin).toBe('https://tpp.example');
      expect(new Set(balancer.served)).toEqual(new Set([new URL(baseUrlA).port, new URL(instanceB.baseUrl).port]));
      expect(balancer.served.length).toBeGreaterThanOrEqual(4);
    } finally {
      await balancer.close();
    }
    const status = await viaB(tpp).request('GET', `/v1/consents/${consentId}/status`);
    expect([status.status, (status.body as { consentStatus: string }).consentStatus]).toEqual([200, 'valid']);
  });

  it('unattended limits: 4 balance reads spread over A and B, the 5th refused on either', async () => {
    const tpp = await createAisTpp();
    const consent = await tpp.grant('13039319955', 'PRIVATE', new Date(Date.now() - 2 * 60 * 60 * 1000));
    const accountId = consent.accountIds[0] as string;
    const onB = viaB(tpp, { 'TPP-Redirect-URI': redirectUri, 'PSU-ID': consent.psuId });
    const readOnA = () => tpp.read(`/v1/accounts/${accountId}/balances`, consent);
    const readOnB = () => onB.request('GET', `/v1/accounts/${accountId}/balances`);
    const statuses = [];
    for (const read of [readOnA, readOnB, readOnA, readOnB]) statuses.push((await read()).status);
    expect(statuses).toEqual([200, 200, 200, 200]);
    for (const read of [readOnA, readOnB]) {
      const refused = await read();
      expect([refused.status, firstMessage(refused).code]).toEqual([429, 'ACCESS_EXCEEDED']);
    }
  });

  it('X-Request-ID replay: a POST on A sent again on B gets the first answer, and nothing is created twice', async () => {
    const tpp = await initializedTpp(baseUrlA);
    const requestId = randomUUID();
    const headers = { ...consentHeaders, 'X-Request-ID': requestId };
    const first = await tpp.client.request('POST', '/v1/bank-offered-consents', { headers });
    const again = await viaB(tpp).request('POST', '/v1/bank-offered-consents', { headers });
    expect(first.status).toBe(201);
    expect([again.status, again.headers.get('x-request-id')]).toEqual([201, requestId]);
    expect((again.body as { consentId: string }).consentId).toBe((first.body as { consentId: string }).consentId);
    expect(await db.consent.count({ where: { tpp: { organizationIdentifier: tpp.organizationIdentifier } } })).toBe(1);
  });

  it("X-Request-ID replay: a POST sent again on B while A is still processing it waits for A's answer and gets it", async () => {
    const tpp = await initializedTpp(baseUrlA);
    const requestId = randomUUID();
    const headers = { ...consentHeaders, 'X-Request-ID': requestId };
    // The first request is held where it writes the consent: this connection keeps inserts into "Consent" waiting.
    const holder = new pg.Client({ connectionString: inject('databaseUrl') });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE "Consent" IN SHARE MODE');
      const first = tpp.client.request('POST', '/v1/bank-offered-consents', { headers });
      await waitFor(
        async () =>
          (await holder.query(`SELECT 1 FROM pg_locks WHERE relation = '"Consent"'::regclass AND NOT granted`))
            .rowCount || null,
      );
      const again = viaB(tpp).request('POST', '/v1/bank-offered-consents', { headers });
      const isWaiting = await Promise.race([
        again.then(() => false),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 1000)),
      ]);
      await holder.query('COMMIT');
      const [firstAnswer, againAnswer] = await Promise.all([first, again]);
      expect(isWaiting).toBe(true);
      expect([firstAnswer.status, againAnswer.status, againAnswer.headers.get('x-request-id')]).toEqual([
        201,
        201,
        requestId,
      ]);
      expect((againAnswer.body as { consentId: string }).consentId).toBe(
        (firstAnswer.body as { consentId: string }).consentId,
      );
      expect(await db.consent.count({ where: { tpp: { organizationIdentifier: tpp.organizationIdentifier } } })).toBe(
        1,
      );
    } finally {
      await holder.end();
    }
  });

  it('the payment batch run on A and B at once executes each payment once', async () => {
    const tpp = createSandboxTpp({ baseUrl: baseUrlA });
    const customerNumber = newCustomerNumber();
    const post = (client: TppClient, path: string, body?: unknown) =>
      client.request('POST', path, body === undefined ? {} : { body: JSON.stringify(body) });
    expect(
      (
        await post(tpp.client, '/v1/sandbox/customers', {
          customerNumber,
          customerType: 'PRIVATE',
          customerName: 'Batch Nordmann',
        })
      ).status,
    ).toBe(201);
    const balances = (['closingBooked', 'expected'] as const).map((balanceType) => ({
      balanceType,
      balanceAmount: { currency: 'NOK', amount: 100_000 },
    }));
    const opened = await post(tpp.client, '/v1/sandbox/accounts', { customerNumber, currency: 'NOK', balances });
    expect(opened.status).toBe(201);
    const debtor = opened.body as SandboxAccountView;
    const { id: tppId } = await db.tpp.findUniqueOrThrow({
      where: { organizationIdentifier: tpp.organizationIdentifier },
    });
    const paymentIds = await insertManyPayments({ tppId, debtor, count: 12, amount: 1_000 });

    const runs = await Promise.all([tpp.client, viaB(tpp)].map((client) => post(client, '/v1/sandbox/batch-runs')));
    expect(runs.map((run) => run.status)).toEqual([200, 200]);
    const executed = runs.flatMap((run) => (run.body as { executed: string[] }).executed);
    expect(executed.sort()).toEqual([...paymentIds].sort());
    expect(await db.payment.count({ where: { id: { in: paymentIds }, status: 'ACSC' } })).toBe(12);
    expect(await balancesOf(debtor.resourceId)).toEqual({
      closingBooked: 100_000n - 12_000n,
      expected: 100_000n - 12_000n,
    });
  });
});
