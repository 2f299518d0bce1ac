import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { contentSecurityPolicy, psuPageHeaders } from '@/lib/web/security-headers';
import { signRequest } from '@/tools/tpp-kit/sign-request';
import { sendRaw, sendRawBytes, type RawAnswer } from '@/tests/integration/support/send-raw';
import { waitFor } from '@/tests/integration/support/wait-for';
import { newOrganizationCertificate } from '@/tests/integration/support/new-organization-certificate';

// D2, D18: what Next.js answered with a bare 500, 405, 404, 308 or nothing at all, or Node with an empty 400/431, is
// answered at our server's edge: a Berlin Group body, X-Request-ID echoed and a request-log row under /v1; the bank's
// page elsewhere. Raw sockets, because fetch would normalise or refuse these targets.
const certificate = newOrganizationCertificate({ organizationName: 'Edge TPP AS', roles: ['PSP_AI'] });

afterAll(async () => {
  await db.$disconnect();
});

const percentText =
  'The path is not valid percent-encoding: each "%" must start a %XX escape, and the escapes must spell UTF-8 (RFC 3986).';
const dotText = 'The path contains a dot segment ("." or "..", plain or percent-encoded); send the resolved path.';
const emptyText = 'The path has an empty segment (a doubled or trailing "/"); XS2A paths have none.';
const latin1Text =
  'The request target contains a byte that must be percent-encoded (RFC 3986), such as a non-ASCII or control character.';
const methodText = (method: string, path: string, allow: string) =>
  `${method} is not offered on ${path}; use ${allow}.`;
const tooLargeText = 'The request line and headers are larger than 16384 bytes.';
const big = (bytes: number) => 'a'.repeat(bytes);

type ApiCase = {
  name: string;
  method?: string;
  target: string;
  headers?: Record<string, string>;
  status: number;
  code: string;
  text: string;
  operation: string;
  allow?: string;
};

const apiCases: ApiCase[] = [
  {
    name: 'malformed percent-encoding (%ff)',
    target: '/v1/accounts/%ff',
    status: 400,
    code: 'FORMAT_ERROR',
    text: percentText,
    operation: 'malformedRequest',
  },
  {
    name: 'a lone %',
    target: '/v1/x/%',
    status: 400,
    code: 'FORMAT_ERROR',
    text: percentText,
    operation: 'malformedRequest',
  },
  {
    name: '%zz',
    target: '/v1/x/%zz',
    status: 400,
    code: 'FORMAT_ERROR',
    text: percentText,
    operation: 'malformedRequest',
  },
  {
    name: 'an overlong UTF-8 escape (%c0%80)',
    target: '/v1/x/%c0%80',
    status: 400,
    code: 'FORMAT_ERROR',
    text: percentText,
    operation: 'malformedRequest',
  },
  {
    name: 'a raw Latin-1 byte in the path',
    target: '/v1/acc\xe6',
    status: 400,
    code: 'FORMAT_ERROR',
    text: latin1Text,
    operation: 'malformedRequest',
  },
  {
    name: 'an encoded dot segment out of /v1',
    target: '/v1/%2e%2e/readyz',
    status: 400,
    code: 'FORMAT_ERROR',
    text: dotText,
    operation: 'malformedRequest',
  },
  {
    name: 'a plain dot segment out of /v1',
    target: '/v1/../readyz',
    status: 400,
    code: 'FORMAT_ERROR',
    text: dotText,
    operation: 'malformedRequest',
  },
  {
    name: 'a dot segment into /v1',
    target: '/readyz/%2E%2E/v1/accounts',
    status: 400,
    code: 'FORMAT_ERROR',
    text: dotText,
    operation: 'malformedRequest',
  },
  {
    name: '/v1/ (trailing slash)',
    target: '/v1/',
    status: 400,
    code: 'FORMAT_ERROR',
    text: emptyText,
    operation: 'malformedRequest',
  },
  {
    name: 'a trailing slash',
    target: '/v1/accounts/',
    status: 400,
    code: 'FORMAT_ERROR',
    text: emptyText,
    operation: 'malformedRequest',
  },
  {
    name: 'a doubled slash',
    target: '//v1//accounts',
    status: 400,
    code: 'FORMAT_ERROR',
    text: emptyText,
    operation: 'malformedRequest',
  },
  {
    name: 'a backslash',
    target: '/v1\\accounts',
    status: 400,
    code: 'FORMAT_ERROR',
    text: 'The path contains the character "\\", which must be percent-encoded (RFC 3986).',
    operation: 'malformedRequest',
  },
  {
    name: 'an invalid method token',
    method: 'G@T',
    target: '/v1/accounts',
    status: 400,
    code: 'FORMAT_ERROR',
    text: 'The request is not valid HTTP/1.1.',
    operation: 'malformedRequest',
  },
  // RFC 9110 §10.2.1: Allow names the methods of that path, not of the API.
  {
    name: 'OPTIONS',
    method: 'OPTIONS',
    target: '/v1/consents',
    status: 405,
    code: 'SERVICE_INVALID',
    text: methodText('OPTIONS', '/v1/consents', 'POST'),
    operation: 'methodNotAllowed',
    allow: 'POST',
  },
  {
    name: 'PROPFIND',
    method: 'PROPFIND',
    target: '/v1/consents/abc',
    status: 405,
    code: 'SERVICE_INVALID',
    text: methodText('PROPFIND', '/v1/consents/abc', 'GET, DELETE'),
    operation: 'methodNotAllowed',
    allow: 'GET, DELETE',
  },
  {
    name: 'TRACE',
    method: 'TRACE',
    target: '/v1/accounts',
    status: 405,
    code: 'SERVICE_INVALID',
    text: methodText('TRACE', '/v1/accounts', 'GET'),
    operation: 'methodNotAllowed',
    allow: 'GET',
  },
  {
    name: 'CONNECT',
    method: 'CONNECT',
    target: '/v1/sandbox/customers',
    status: 405,
    code: 'SERVICE_INVALID',
    text: methodText('CONNECT', '/v1/sandbox/customers', 'GET, POST'),
    operation: 'methodNotAllowed',
    allow: 'GET, POST',
  },
  {
    name: 'OPTIONS on a path no route serves',
    method: 'OPTIONS',
    target: '/v1/unknown',
    status: 404,
    code: 'RESOURCE_UNKNOWN',
    text: 'There is no resource at /v1/unknown.',
    operation: 'unknownResource',
  },
  {
    name: 'a request target over 8 KB',
    target: `/v1/accounts?x=${big(8_200)}`,
    status: 414,
    code: 'FORMAT_ERROR',
    text: 'The request target (path and query) is longer than 8192 bytes.',
    operation: 'malformedRequest',
  },
  {
    name: 'a header block over 16 KB',
    target: '/v1/accounts',
    headers: { 'X-Padding': big(17_000) },
    status: 431,
    code: 'FORMAT_ERROR',
    text: tooLargeText,
    operation: 'malformedRequest',
  },
];

function findLogRow(requestId: string) {
  return db.requestLog.findFirst({
    where: { xRequestId: requestId },
    select: { tppId: true, method: true, path: true, operation: true, status: true, errorCodes: true },
  });
}

/** D31: the row is written in a batch just after the answer. */
function logRow(requestId: string) {
  return waitFor(() => findLogRow(requestId));
}

/** What is logged once a batch had time to be written (XS2A_REQUEST_LOG_DELAY_MS is 100 ms): null when nothing was. */
async function settledLogRow(requestId: string) {
  await new Promise((resolve) => setTimeout(resolve, 400));
  return findLogRow(requestId);
}

function expectBerlinGroupBody(answer: RawAnswer, expected: { status: number; code: string; text: string }) {
  expect(answer.status).toBe(expected.status);
  expect(answer.headers.get('content-type')).toBe('application/json');
  expect(answer.headers.get('cache-control')).toBe('no-store');
  expect(answer.body).toEqual({ tppMessages: [{ category: 'ERROR', code: expected.code, text: expected.text }] });
}

describe('the edge under /v1', () => {
  it.each(apiCases)('$name: $status $code, X-Request-ID echoed, one log row', async (testCase) => {
    const requestId = randomUUID();
    const method = testCase.method ?? 'GET';
    const answer = await sendRaw({
      method,
      target: testCase.target,
      headers: { 'X-Request-ID': requestId, ...testCase.headers },
    });
    expectBerlinGroupBody(answer, testCase);
    expect(answer.headers.get('x-request-id')).toBe(requestId);
    expect(answer.headers.get('allow')).toBe(testCase.allow ?? null);
    expect(await logRow(requestId)).toEqual({
      tppId: null,
      method,
      path: testCase.target.slice(0, 1000),
      operation: testCase.operation,
      status: testCase.status,
      errorCodes: [testCase.code],
    });
  });

  it('HEAD: 405 with the headers of the Berlin Group body and no body (RFC 9110), logged', async () => {
    const requestId = randomUUID();
    const answer = await sendRaw({ method: 'HEAD', target: '/v1/accounts', headers: { 'X-Request-ID': requestId } });
    expect(answer.status).toBe(405);
    expect(answer.text).toBe('');
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(Number(answer.headers.get('content-length'))).toBe(
      JSON.stringify({
        tppMessages: [{ category: 'ERROR', code: 'SERVICE_INVALID', text: methodText('HEAD', '/v1/accounts', 'GET') }],
      }).length,
    );
    expect(answer.headers.get('x-request-id')).toBe(requestId);
    expect(await logRow(requestId)).toMatchObject({ method: 'HEAD', operation: 'methodNotAllowed', status: 405 });
  });

  it('echoes no X-Request-ID that is not a UUID, and logs what was sent', async () => {
    const answer = await sendRaw({
      method: 'GET',
      target: '/v1/x/%ff',
      headers: { 'X-Request-ID': 'not-a-uuid-edge-check' },
    });
    expectBerlinGroupBody(answer, { status: 400, code: 'FORMAT_ERROR', text: percentText });
    expect(answer.headers.get('x-request-id')).toBeNull();
    expect(await logRow('not-a-uuid-edge-check')).toMatchObject({ path: '/v1/x/%ff', status: 400 });
  });

  it("a header block beyond Node's own 64 KB limit still gets 431 with a Berlin Group body", async () => {
    const requestId = randomUUID();
    const answer = await sendRaw({
      method: 'GET',
      target: '/v1/accounts',
      headers: { 'X-Request-ID': requestId, 'X-Padding': big(70_000) },
    });
    // The request line may be in an earlier chunk than the one Node fails in: then the edge cannot echo or log the request.
    expectBerlinGroupBody(answer, { status: 431, code: 'FORMAT_ERROR', text: tooLargeText });
    if (answer.headers.get('x-request-id') === null) expect(await settledLogRow(requestId)).toBeNull();
    else expect(await logRow(requestId)).toMatchObject({ path: '/v1/accounts', status: 431 });
  });

  it('a body whose chunked framing breaks after the request reached the app: 400 from the edge, and the app logs 400, not 500', async () => {
    const requestId = randomUUID();
    const answer = await sendRaw({
      method: 'POST',
      target: '/v1/edge-chunks',
      headers: { 'X-Request-ID': requestId, 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      body: '2\r\n{}\r\nzz\r\n',
    });
    expectBerlinGroupBody(answer, { status: 400, code: 'FORMAT_ERROR', text: 'The request is not valid HTTP/1.1.' });
    expect(answer.headers.get('x-request-id')).toBe(requestId);
    const row = await logRow(requestId);
    expect(row).toEqual({
      tppId: null,
      method: 'POST',
      path: '/v1/edge-chunks',
      operation: 'unknownResource',
      status: 400,
      errorCodes: ['FORMAT_ERROR'],
    });
    expect(await db.requestLog.count({ where: { xRequestId: requestId } })).toBe(1);
  });

  it('/v1 itself goes through withXs2a: unsigned 400, signed 404 RESOURCE_UNKNOWN', async () => {
    const unsigned = await sendRaw({ method: 'GET', target: '/v1', headers: { 'X-Request-ID': randomUUID() } });
    expect(unsigned.status).toBe(400);
    expect(unsigned.body).toMatchObject({ tppMessages: [{ code: 'CERTIFICATE_MISSING' }] });
    const signed = signRequest({ method: 'GET', url: '/v1', certificate });
    const answer = await sendRaw({ method: 'GET', target: '/v1', headers: signed.headers });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({
      tppMessages: [{ category: 'ERROR', code: 'RESOURCE_UNKNOWN', text: 'There is no resource at /v1.' }],
    });
    expect(await logRow(signed.headers['X-Request-ID'] ?? '')).toMatchObject({
      operation: 'unknownResource',
      status: 404,
    });
  });

  it('an absolute-form target is served as its path (RFC 9112), not redirected to itself', async () => {
    const signed = signRequest({ method: 'GET', url: '/v1/sandbox/customers', certificate });
    const answer = await sendRaw({
      method: 'GET',
      target: 'http://localhost/v1/sandbox/customers',
      headers: signed.headers,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ customers: [] });
  });

  it('an Upgrade header is ignored and the request answered by withXs2a (Next.js would drop it unanswered)', async () => {
    const signed = signRequest({ method: 'GET', url: '/v1/sandbox/customers', certificate });
    const answer = await sendRaw({
      method: 'GET',
      target: '/v1/sandbox/customers',
      headers: { ...signed.headers, Upgrade: 'websocket', Connection: 'Upgrade' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ customers: [] });
  });

  it('a body on GET, which Next.js would drop unread: 400 FORMAT_ERROR, logged; an empty one is fine', async () => {
    const signed = signRequest({ method: 'GET', url: '/v1/sandbox/customers', certificate, body: { note: 'dropped' } });
    const answer = await sendRaw({
      method: 'GET',
      target: '/v1/sandbox/customers',
      headers: signed.headers,
      body: signed.body,
    });
    expectBerlinGroupBody(answer, {
      status: 400,
      code: 'FORMAT_ERROR',
      text: 'A GET request carries no body here (RFC 9110 §9.3.1); send parameters in the query.',
    });
    expect(await logRow(signed.headers['X-Request-ID'] ?? '')).toMatchObject({
      operation: 'malformedRequest',
      status: 400,
    });
    const empty = signRequest({ method: 'GET', url: '/v1/sandbox/customers', certificate });
    expect(
      (
        await sendRaw({
          method: 'GET',
          target: '/v1/sandbox/customers',
          headers: { ...empty.headers, 'Content-Length': '0' },
        })
      ).status,
    ).toBe(200);
  });
});

describe('the edge elsewhere: the bank page, never a 5xx', () => {
  const pageHeaders = Object.entries(psuPageHeaders({ isHttps: false }));

  async function expectPage(answer: RawAnswer, status: number, language: 'en' | 'nb') {
    expect(answer.status).toBe(status);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('content-language')).toBe(language);
    for (const [name, value] of pageHeaders) expect(answer.headers.get(name)).toBe(value);
    const nonce = /'nonce-([^']+)'/.exec(answer.headers.get('content-security-policy') ?? '')?.[1] ?? '';
    expect(answer.headers.get('content-security-policy')).toBe(
      contentSecurityPolicy({ nonce, isHttps: false, isDev: false }),
    );
    expect(answer.text).toContain(`<style nonce="${nonce}">`);
    expect(answer.text).toContain(
      language === 'nb' ? '<h1>Denne adressen virker ikke</h1>' : '<h1>This address does not work</h1>',
    );
  }

  const padding = { 'X-Padding': big(17_000) };
  type PageCase = {
    method: string;
    target: string;
    headers?: Record<string, string>;
    status: number;
    language: 'en' | 'nb';
  };
  it.each<PageCase>([
    { method: 'GET', target: '/sca/%ff', status: 400, language: 'en' },
    {
      method: 'GET',
      target: '/sca/%ff',
      headers: { 'Accept-Language': 'nb-NO,nb;q=0.9,en;q=0.8' },
      status: 400,
      language: 'nb',
    },
    { method: 'GET', target: '/my-consents/%zz', headers: { 'Accept-Language': 'no' }, status: 400, language: 'nb' },
    { method: 'POST', target: '/sca/actions/sign-in/%c0%80', status: 400, language: 'en' },
    { method: 'GET', target: '/%ff', status: 400, language: 'en' },
    { method: 'GET', target: '/sca/\xe6', status: 400, language: 'en' },
    { method: 'GET', target: '/sca/../my-consents', status: 400, language: 'en' },
    { method: 'OPTIONS', target: '*', status: 400, language: 'en' },
    { method: 'TRACE', target: '/healthz', status: 405, language: 'en' },
    {
      method: 'GET',
      target: '/sca/abc',
      headers: { 'Accept-Language': 'nb', ...padding },
      status: 431,
      language: 'nb',
    },
  ])('$method $target → $status page ($language)', async ({ method, target, headers, status, language }) => {
    const requestId = randomUUID();
    const answer = await sendRaw({ method, target, headers: { 'X-Request-ID': requestId, ...headers } });
    await expectPage(answer, status, language);
    expect(await settledLogRow(requestId)).toBeNull();
  });

  it('a request line Node cannot parse, outside /v1, gets the page too', async () => {
    const answer = await sendRawBytes(
      Buffer.from('GET /sca/a b HTTP/1.1\r\nHost: localhost\r\nAccept-Language: nb\r\n\r\n', 'latin1'),
    );
    await expectPage(answer, 400, 'nb');
  });
});
