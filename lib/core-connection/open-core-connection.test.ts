import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCoreConnection } from './open-core-connection';

// The TLS side is covered with the outbox's connection (tests/unit/payments/outbox/core-connection.test.ts); these are
// what the account reader adds: several segments, a query, its own timeout and answer cap.
let server: http.Server;
let url: string;
const aborted: string[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (request.url?.startsWith('/xs2a/hang')) {
      request.on('close', () => aborted.push(request.url ?? ''));
      return;
    }
    response.end(request.url?.startsWith('/xs2a/long') ? 'x'.repeat(2_000) : `${request.method} ${request.url}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/xs2a`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const limits = { timeoutMilliseconds: 5_000, maxAnswerBytes: 1_000 };

describe('openCoreConnection (D32, D34)', () => {
  it('percent-encodes each segment and sends the query without the parameters left out', async () => {
    const answer = await openCoreConnection({ url }).request({
      method: 'GET',
      segments: ['accounts', 'NO93 8601/1117947', 'transactions', 'ref?1#2'],
      query: { bookingStatus: 'both', dateFrom: undefined, cursor: 'a&b=c d' },
      headers: {},
      ...limits,
    });
    expect(answer).toEqual({
      status: 200,
      body: 'GET /xs2a/accounts/NO93%208601%2F1117947/transactions/ref%3F1%232?bookingStatus=both&cursor=a%26b%3Dc+d',
    });
  });

  it('asks the URL itself without segments', async () => {
    const answer = await openCoreConnection({ url: `${url}/` }).request({ method: 'GET', headers: {}, ...limits });
    expect(answer.body).toBe('GET /xs2a/');
  });

  it('cuts off an answer longer than the cap', async () => {
    await expect(
      openCoreConnection({ url }).request({ method: 'GET', segments: ['long'], headers: {}, ...limits }),
    ).rejects.toThrow(/longer than 1000 bytes/);
  });

  it('aborts a request the core does not answer within the timeout', async () => {
    await expect(
      openCoreConnection({ url }).request({
        method: 'GET',
        segments: ['hang'],
        headers: {},
        timeoutMilliseconds: 100,
        maxAnswerBytes: 1_000,
      }),
    ).rejects.toThrow('no answer within 0.1 s');
    await expect.poll(() => aborted).toContain('/xs2a/hang');
  });

  it("aborts the request when the caller's signal aborts", async () => {
    const caller = new AbortController();
    const answer = openCoreConnection({ url }).request({
      method: 'GET',
      segments: ['hang', 'caller'],
      headers: {},
      signal: caller.signal,
      ...limits,
    });
    setTimeout(() => caller.abort(new Error('the read was given up')), 50);
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    await expect.poll(() => aborted).toContain('/xs2a/hang/caller');
  });
});
