import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { db } from '@/lib/db';
import { createSandboxTpp } from '@/tools/tpp-kit/create-sandbox-tpp';
import { startAppInstance, type AppInstance } from '@/tests/integration/support/test-environment';
import { waitFor } from '@/tests/integration/support/wait-for';

// D31: request-log rows are queued and written in batches after the response: at once when a batch is full, else after
// XS2A_REQUEST_LOG_DELAY_MS, and everything still queued when the instance stops. An instance of its own with a delay of
// one minute shows each of the three apart.
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'psd2-request-log-'));
let instance: AppInstance | undefined;

afterAll(async () => {
  await instance?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the request-log queue', async () => {
  instance = await startAppInstance({
    databaseUrl: inject('databaseUrl'),
    dataDir,
    extraEnv: { XS2A_REQUEST_LOG_DELAY_MS: '60000' },
  });
  const { client } = createSandboxTpp({ baseUrl: instance.baseUrl });
  const send = async (count: number): Promise<string[]> => {
    const ids: string[] = [];
    for (let sent = 0; sent < count; sent += 20) {
      const responses = await Promise.all(
        Array.from({ length: Math.min(20, count - sent) }, () => client.request('GET', '/v1/sandbox/customers')),
      );
      for (const response of responses) {
        expect(response.status).toBe(200);
        ids.push(response.headers.get('x-request-id') ?? '');
      }
    }
    return ids;
  };
  const logged = (ids: string[]) => db.requestLog.count({ where: { xRequestId: { in: ids } } });

  it('answers before the row is written, and writes a full batch of 200 without waiting for the delay', async () => {
    const few = await send(5);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await logged(few)).toBe(0);
    const more = await send(200);
    await waitFor(async () => ((await logged([...few, ...more])) >= 200 ? true : null), 20_000);
  });

  it('writes every row still queued when the instance stops', async () => {
    const last = await send(7);
    expect(await logged(last)).toBe(0);
    await instance?.stop();
    instance = undefined;
    expect(await logged(last)).toBe(7);
    const row = await db.requestLog.findFirstOrThrow({ where: { xRequestId: last[0] } });
    expect(row).toMatchObject({
      method: 'GET',
      path: '/v1/sandbox/customers',
      operation: 'listSandboxCustomers',
      status: 200,
    });
  });
});
