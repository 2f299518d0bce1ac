import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations } from '@/lib/database/migrations/apply-migrations';
import { createSandboxTpp } from '@/tools/tpp-kit/create-sandbox-tpp';
import { forgedAccountsHeaders } from '@/tests/integration/support/forged-accounts-headers';
import { anonymousRowsCounterKey } from '@/lib/xs2a/rank-unauthenticated-rows';
import { createScratchDatabase, queryRows } from '@/tests/integration/support/scratch-database';
import { startAppInstance, type AppInstance } from '@/tests/integration/support/test-environment';
import { waitFor } from '@/tests/integration/support/wait-for';

// D28: calls refused before a certificate could find a TPP (no certificate, one that cannot be parsed, a made-up one,
// the edge's refusals) are stored up to a limit per client address and hour, and all such rows together up to an
// hourly ceiling; the rest are counted in the not-stored metric. Authenticated calls, calls with a registered TPP's
// certificate and another address's calls keep their rows. One instance on its own database, with small limits, behind
// a trusted proxy (127.0.0.1, D33), so that each test names its client in X-Forwarded-For.

const perAddress = 10;
const ceiling = 25;
const hour = 3_600_000;

let app: AppInstance;
let database: { url: string; drop: () => Promise<void> };
let dataDir: string;

beforeAll(async () => {
  database = await createScratchDatabase();
  await applyMigrations({ databaseUrl: database.url });
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'psd2-request-log-anonymous-'));
  app = await startAppInstance({
    databaseUrl: database.url,
    dataDir,
    extraEnv: {
      XS2A_TRUSTED_PROXIES: '127.0.0.1',
      XS2A_REQUEST_LOG_UNAUTHENTICATED_PER_ADDRESS: String(perAddress),
      XS2A_REQUEST_LOG_ANONYMOUS_PER_HOUR: String(ceiling),
    },
  });
});

afterAll(async () => {
  await app?.stop();
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

let nextAddress = 1;
/** A documentation address (RFC 5737) no other test of this file uses. */
const newAddress = () => `198.51.100.${nextAddress++}`;

/** A call from `address` with no certificate, a garbage one, or a method the edge refuses; answers its X-Request-ID. */
async function anonymousCall(
  address: string,
  kind: 'no certificate' | 'garbage certificate' | 'edge' = 'no certificate',
): Promise<string> {
  const requestId = randomUUID();
  const headers: Record<string, string> = {
    'x-forwarded-for': address,
    'X-Request-ID': requestId,
    'Consent-ID': 'none',
  };
  if (kind === 'garbage certificate') headers['TPP-Signature-Certificate'] = 'bm90IGEgY2VydGlmaWNhdGU=';
  const response = await fetch(`${app.baseUrl}/v1/accounts`, { method: kind === 'edge' ? 'OPTIONS' : 'GET', headers });
  expect(response.status).toBe(kind === 'edge' ? 405 : 400);
  return requestId;
}

/** A call with a TPP's certificate and a signature anyone could have made up: refused at the signature check. */
async function forgedCall(address: string, tpp = createSandboxTpp({ baseUrl: app.baseUrl })): Promise<string> {
  const requestId = randomUUID();
  const forged = { ...forgedAccountsHeaders(tpp.certificate, requestId), 'x-forwarded-for': address };
  expect((await fetch(`${app.baseUrl}/v1/accounts`, { headers: forged })).status).toBe(400);
  return requestId;
}

/** A TPP the service knows (one authenticated call from `address` registered its certificate, D4). */
async function registeredTpp(address: string) {
  const tpp = createSandboxTpp({ baseUrl: app.baseUrl });
  await authenticatedCall(tpp, address);
  return tpp;
}

async function authenticatedCall(tpp: ReturnType<typeof createSandboxTpp>, address: string): Promise<string> {
  const requestId = randomUUID();
  expect(
    (
      await tpp.client.request('GET', '/v1/sandbox/customers', {
        headers: { 'X-Request-ID': requestId, 'x-forwarded-for': address },
      })
    ).status,
  ).toBe(200);
  return requestId;
}

/** D31: batches are written in order, so once these rows (the app's and the edge's) are there, every earlier one is. */
async function written(requestIds: string[]): Promise<void> {
  await waitFor(async () => ((await storedAt(requestIds)).length === requestIds.length ? true : null), 20_000);
}

/** When each of these calls' rows was stored (rows not stored are absent). */
async function storedAt(requestIds: string[]): Promise<Date[]> {
  const rows = await queryRows<{ at: Date }>(
    database.url,
    'SELECT "at" FROM "RequestLog" WHERE "xRequestId" = ANY($1) ORDER BY "at"',
    [requestIds],
  );
  return rows.map((row) => row.at);
}

/** How many rows fall in each clock hour: the limits' window. */
function perHour(times: Date[]): number[] {
  const counts = new Map<number, number>();
  for (const time of times)
    counts.set(Math.floor(time.getTime() / hour), (counts.get(Math.floor(time.getTime() / hour)) ?? 0) + 1);
  return [...counts.values()];
}

/** D33: this instance's rows not stored, by the limit that refused them (its metrics are open in the sandbox). */
async function notStored(reason: 'certificate' | 'address' | 'anonymous'): Promise<number> {
  const metrics = await (await fetch(`${app.baseUrl}/metrics`)).text();
  return Number(
    new RegExp(`^xs2a_request_log_rows_not_stored_total\\{reason="${reason}"\\} (\\d+)$`, 'm').exec(metrics)?.[1] ?? 0,
  );
}

describe('request-log rows of calls no certificate matched to a TPP', () => {
  it('are stored up to the limit per client address and hour; the rest are counted, other rows are all stored', async () => {
    const [flooder, bystander] = [newAddress(), newAddress()];
    const tpp = await registeredTpp(flooder);
    const addressRefusalsBefore = await notStored('address');
    // More than twice the limit: whichever hour boundary the flood crosses, one of its hours goes past the limit.
    const flood: string[] = [];
    const authenticated: string[] = [];
    for (let round = 0; round < 3; round++) {
      for (const kind of ['no certificate', 'garbage certificate', 'edge'] as const)
        flood.push(...(await Promise.all(Array.from({ length: 3 }, () => anonymousCall(flooder, kind)))));
      authenticated.push(await authenticatedCall(tpp, flooder));
    }
    const bystanderCalls = [
      await anonymousCall(bystander),
      await anonymousCall(bystander, 'garbage certificate'),
      await anonymousCall(bystander, 'edge'),
    ];
    await written(bystanderCalls);

    const stored = await storedAt(flood);
    expect(stored.length).toBeLessThan(flood.length);
    expect(perHour(stored).every((count) => count <= perAddress)).toBe(true);
    expect((await notStored('address')) - addressRefusalsBefore).toBe(flood.length - stored.length);
    expect(await storedAt(authenticated)).toHaveLength(authenticated.length);
    expect(await storedAt(bystanderCalls)).toHaveLength(bystanderCalls.length);
  });

  it('are stored up to a ceiling per hour whatever the addresses; a registered TPP’s certificate is not held to it', async () => {
    const tpp = await registeredTpp(newAddress());
    const anonymousRefusalsBefore = await notStored('anonymous');
    // Each address stays within its own limit; together, with made-up certificates too, they pass the ceiling.
    const flood: string[] = [];
    for (let address = 0; address < 4; address++) {
      const client = newAddress();
      flood.push(
        ...(await Promise.all([
          ...Array.from({ length: 6 }, () => anonymousCall(client)),
          forgedCall(client),
          forgedCall(client),
          forgedCall(client),
        ])),
      );
    }
    const registered = [await forgedCall(newAddress(), tpp), await forgedCall(newAddress(), tpp)];
    await written(registered);

    // The ceiling counts the rows of every test of this file: each hour stores at most the ceiling, and no more than it counted.
    const counters = await queryRows<{ count: number; stored: string }>(
      database.url,
      `SELECT c."count", (SELECT count(*) FROM "RequestLog" r WHERE NOT r."isAuthenticated" AND r."at" >= c."windowStart" AND r."at" < c."windowStart" + interval '1 hour'
           AND NOT EXISTS (SELECT 1 FROM "TppCertificate" t WHERE t."fingerprint" = r."certificateFingerprint")) AS "stored"
         FROM "RateLimitCounter" c WHERE c."key" = $1`,
      [anonymousRowsCounterKey],
    );
    expect(counters.length).toBeGreaterThan(0);
    for (const counter of counters) expect(Number(counter.stored)).toBe(Math.min(counter.count, ceiling));
    const stored = await storedAt(flood);
    expect(stored.length).toBeLessThan(flood.length);
    expect((await notStored('anonymous')) - anonymousRefusalsBefore).toBe(flood.length - stored.length);
    expect(await storedAt(registered)).toHaveLength(registered.length);
  });
});
