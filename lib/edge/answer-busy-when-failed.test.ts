import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { languageCookieName } from '@/lib/psu/i18n/language-cookie';
import { answerBusyWhenFailed } from './answer-busy-when-failed';

let server: http.Server | undefined;

afterEach(() => server?.close());

/** A server whose handler answers as Next.js would (status set, then the body in pieces), its scope busy or not. */
async function answerOf(input: {
  status: number;
  wasBusy: boolean;
  path?: string;
  cookie?: string;
}): Promise<Response> {
  server = http.createServer((request, response) => {
    answerBusyWhenFailed(request, response, { area: 'psu', wasBusy: input.wasBusy });
    response.statusCode = input.status;
    response.setHeader('Content-Type', 'text/html');
    response.write('<html>Next.js');
    response.end(' answer</html>');
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return fetch(`http://127.0.0.1:${port}${input.path ?? '/sca/payment'}`, {
    headers: { 'Accept-Language': 'nb', ...(input.cookie ? { Cookie: input.cookie } : {}) },
  });
}

describe('answerBusyWhenFailed (D13)', () => {
  it('answers a failure of a request that found its pool busy with the bank’s busy page', async () => {
    const response = await answerOf({ status: 500, wasBusy: true });
    expect([response.status, response.headers.get('retry-after'), response.headers.get('content-language')]).toEqual([
      503,
      '1',
      'nb',
    ]);
    const html = await response.text();
    expect(html).toContain('Banken har mye å gjøre akkurat nå');
    expect(html).not.toContain('Next.js');
  });

  it('speaks the language the PSU chose with the switch over the browser’s (D30)', async () => {
    const response = await answerOf({ status: 500, wasBusy: true, cookie: `other=1; ${languageCookieName}=en` });
    expect(response.headers.get('content-language')).toBe('en');
    expect(await response.text()).toContain('The bank is very busy right now');
  });

  it('answers the portal’s JSON routes with a Berlin Group body', async () => {
    const response = await answerOf({ status: 500, wasBusy: true, path: '/portal/api/requests' });
    expect([response.status, response.headers.get('content-type')]).toEqual([503, 'application/json']);
    expect(((await response.json()) as { tppMessages: { code: string }[] }).tppMessages[0]?.code).toBe(
      'INTERNAL_SERVER_ERROR',
    );
  });

  it.each([
    [500, false],
    [200, true],
  ])('leaves a %i answer unchanged when the pool was busy: %s', async (status, wasBusy) => {
    const response = await answerOf({ status, wasBusy });
    expect([response.status, await response.text()]).toEqual([status, '<html>Next.js answer</html>']);
  });
});
