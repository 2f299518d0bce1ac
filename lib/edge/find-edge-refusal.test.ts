import { describe, expect, it } from 'vitest';
import { findEdgeRefusal, maxHeaderBytes, maxTargetBytes } from './find-edge-refusal';

const percentText =
  'The path is not valid percent-encoding: each "%" must start a %XX escape, and the escapes must spell UTF-8 (RFC 3986).';
const dotText = 'The path contains a dot segment ("." or "..", plain or percent-encoded); send the resolved path.';
const emptyText = 'The path has an empty segment (a doubled or trailing "/"); XS2A paths have none.';

const verdict = (target: string, method = 'GET', headerBytes = 200, hasBody = false) =>
  findEdgeRefusal({ method, target, headerBytes, hasBody });

describe('findEdgeRefusal', () => {
  it.each([
    ['/v1/accounts', true],
    ['/v1', true],
    ['/v1?x=1', true],
    ['/v1/sandbox/customers?withAccounts=%74rue', true],
    ['/v1/accounts/%2F', true],
    ['/v1/accounts/a%20b', true],
    ["/v1/accounts/a-._~!$&'()*+,;=:@b", true],
    ['http://localhost:3000/v1/accounts?x=1', true],
    ['/sca/abc', false],
    ['/my-consents', false],
    ['/', false],
    ['/healthz', false],
    ['/V1/accounts', false],
    ['/v1%2Faccounts', false],
    ['/sca/x/', false],
    ['//sca//x', false],
    ['/_next/static/chunks/app.js', false],
  ])('lets %s through (API: %s)', (target, isApi) => {
    expect(verdict(target)).toEqual({ isApi, refusal: null });
  });

  it.each([
    ['/v1/accounts/%ff', true, percentText],
    ['/v1/x/%', true, percentText],
    ['/v1/x/%zz', true, percentText],
    ['/v1/x/%c0%80', true, percentText],
    ['/v1/x/%ed%a0%80', true, percentText],
    ['/sca/%ff', false, percentText],
    ['/my-consents/%E0%A4', false, percentText],
    ['/v1/%2e%2e/readyz', true, dotText],
    ['/v1/%2E%2e/readyz', true, dotText],
    ['/v1/../readyz', true, dotText],
    ['/v1/./accounts', true, dotText],
    ['/v1/accounts/.%2e', true, dotText],
    ['/v1/accounts/%2e', true, dotText],
    ['/readyz/%2e%2e/v1/accounts', true, dotText],
    ['/sca\\..\\v1\\accounts', true, dotText],
    ['/sca/../my-consents', false, dotText],
    ['/v1/', true, emptyText],
    ['/v1/accounts/', true, emptyText],
    ['/v1//accounts', true, emptyText],
    ['//v1/accounts', true, emptyText],
    ['/v1/accounts/?x=1', true, emptyText],
    ['/v1\\accounts', true, 'The path contains the character "\\", which must be percent-encoded (RFC 3986).'],
    ['/v1/accounts#top', true, 'The path contains the character "#", which must be percent-encoded (RFC 3986).'],
    ['/v1/a{b}', true, 'The path contains the character "{", which must be percent-encoded (RFC 3986).'],
    ['*', false, 'The request target is not a path.'],
    ['localhost:443', false, 'The request target is not a path.'],
  ])('refuses %s with 400 FORMAT_ERROR (API: %s)', (target, isApi, text) => {
    expect(verdict(target)).toEqual({
      isApi,
      refusal: { status: 400, code: 'FORMAT_ERROR', text, operation: 'malformedRequest' },
    });
  });

  it.each([
    ['HEAD', '/v1/accounts', 'GET'],
    ['OPTIONS', '/v1/consents', 'POST'],
    ['PROPFIND', '/v1/consents/abc', 'GET, DELETE'],
    ['TRACE', '/v1/payments/sepa-credit-transfers/p1/authorisations', 'GET, POST'],
    ['CONNECT', '/v1/sandbox/customers', 'GET, POST'],
  ])(
    'refuses %s on %s with 405 SERVICE_INVALID and Allow: %s, the methods of that path (RFC 9110)',
    (method, path, allow) => {
      expect(verdict(path, method).refusal).toEqual({
        status: 405,
        code: 'SERVICE_INVALID',
        text: `${method} is not offered on ${path}; use ${allow}.`,
        operation: 'methodNotAllowed',
        allow,
      });
    },
  );

  it.each(['/v1/unknown', '/v1/consents/abc/authorisations/x/y'])(
    'answers OPTIONS on %s, a path no route serves, with 404 RESOURCE_UNKNOWN',
    (path) => {
      expect(verdict(path, 'OPTIONS').refusal).toEqual({
        status: 404,
        code: 'RESOURCE_UNKNOWN',
        text: `There is no resource at ${path}.`,
        operation: 'unknownResource',
      });
    },
  );

  it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])('lets %s through under /v1', (method) => {
    expect(verdict('/v1/accounts', method).refusal).toBeNull();
  });

  it('lets the site methods through elsewhere and refuses the rest with 405', () => {
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
      expect(verdict('/healthz', method).refusal).toBeNull();
    expect(verdict('/healthz', 'TRACE')).toEqual({
      isApi: false,
      refusal: {
        status: 405,
        code: 'SERVICE_INVALID',
        text: 'TRACE is not offered here.',
        operation: 'methodNotAllowed',
        allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
      },
    });
  });

  it('refuses a body on GET under /v1, where Next.js would drop it unread', () => {
    expect(verdict('/v1/accounts', 'GET', 200, true).refusal).toEqual({
      status: 400,
      code: 'FORMAT_ERROR',
      text: 'A GET request carries no body here (RFC 9110 §9.3.1); send parameters in the query.',
      operation: 'malformedRequest',
    });
    expect(verdict('/v1/accounts', 'POST', 200, true).refusal).toBeNull();
    expect(verdict('/sca/x', 'GET', 200, true).refusal).toBeNull();
  });

  it('refuses a request target over 8 KB with 414 (RFC 9110 §15.5.15), before the header block and the path', () => {
    const target = (length: number) => `/v1/accounts?x=${'a'.repeat(length - '/v1/accounts?x='.length)}`;
    expect(verdict(target(maxTargetBytes), 'GET', maxHeaderBytes).refusal).toBeNull();
    const refusal = {
      status: 414,
      code: 'FORMAT_ERROR',
      text: 'The request target (path and query) is longer than 8192 bytes.',
      operation: 'malformedRequest',
    };
    expect(verdict(target(maxTargetBytes + 1), 'GET', maxHeaderBytes + 1)).toEqual({ isApi: true, refusal });
    expect(verdict(`/v1/x/%ff${'a'.repeat(maxTargetBytes)}`, 'OPTIONS')).toEqual({ isApi: true, refusal });
  });

  it('refuses a header block over 16 KB with 431, before looking at the path', () => {
    expect(verdict('/v1/accounts', 'GET', maxHeaderBytes).refusal).toBeNull();
    const refusal = {
      status: 431,
      code: 'FORMAT_ERROR',
      text: 'The request line and headers are larger than 16384 bytes.',
      operation: 'malformedRequest',
    };
    expect(verdict('/v1/x/%ff', 'GET', maxHeaderBytes + 1)).toEqual({ isApi: true, refusal });
    expect(verdict('/sca/x', 'GET', maxHeaderBytes + 1)).toEqual({ isApi: false, refusal });
  });
});
