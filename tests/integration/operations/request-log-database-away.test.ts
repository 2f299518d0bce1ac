import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { db } from '@/lib/db';
import { createSandboxTpp } from '@/tools/tpp-kit/create-sandbox-tpp';
import { startSwitchableProxy } from '@/tests/integration/support/switchable-proxy';
import { startAppInstance } from '@/tests/integration/support/test-environment';
import { waitFor } from '@/tests/integration/support/wait-for';

// D31: while the database is away, the request-log rows of the requests answered meanwhile wait in the queue (up to
// its bound) and are written once it is back; before, the failed batch was dropped. The outage is one instance's
// alone: its database connections go through a proxy that cuts them, while the test cluster stays up.
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'psd2-request-log-away-'));
const proxy = await startSwitchableProxy(inject('databaseUrl'));
const instance = await startAppInstance({ databaseUrl: proxy.url, dataDir });

afterAll(async () => {
  await instance.stop();
  await proxy.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the request log while the database is away', () => {
  it(
    'keeps the rows of the requests answered meanwhile and writes them once it is back; /readyz says 503 until then',
    { timeout: 60_000 },
    async () => {
      const { client } = createSandboxTpp({ baseUrl: instance.baseUrl });
      expect((await client.request('GET', '/v1/sandbox/customers')).status).toBe(200);
      proxy.cut();
      const ids = Array.from({ length: 5 }, () => randomUUID());
      for (const id of ids)
        expect(
          (await client.request('GET', '/v1/sandbox/customers', { headers: { 'X-Request-ID': id } })).status,
        ).toBeGreaterThanOrEqual(500);
      expect((await fetch(`${instance.baseUrl}/readyz`)).status).toBe(503);
      // Long enough for the queue to have tried the batch against the missing database (100 ms after the first row).
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      proxy.restore();
      await waitFor(
        async () => ((await db.requestLog.count({ where: { xRequestId: { in: ids } } })) === ids.length ? true : null),
        20_000,
      );
      await waitFor(async () => ((await fetch(`${instance.baseUrl}/readyz`)).status === 200 ? true : null), 20_000);
      expect(instance.output()).not.toContain('could not be written');
    },
  );
});
