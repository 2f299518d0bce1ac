import { describe, expect, it } from 'vitest';
import document from '@/openapi/xs2a.openapi.json';
import { documentedOperationOf, fuzzContractProblems } from '@/tests/integration/support/fuzz/fuzz-contract';
import type { WireRequest, WireResponse } from '@/tests/integration/support/fuzz/fuzz-request';
import { fuzzRegressions } from '@/tests/integration/support/fuzz/fuzz-regressions';
import { operationSeed } from '@/tests/integration/support/fuzz/fuzz-seed';
import { namedRouteFileOperations, routeFileOperations } from '@/tests/integration/support/fuzz/route-files';
import { sandboxOperations } from '@/tests/integration/support/fuzz/sandbox-operations';
import { xs2aOperations } from '@/tests/integration/support/fuzz/xs2a-operations';

// D21: the fuzz suite covers every operation of the OpenAPI document and every route file under app/v1; a new route
// without a fuzz operation fails here. Each fuzzed answer that reaches a documented operation is held to its contract.

const names = (operations: { method: string; path: string }[]) =>
  operations.map(({ method, path }) => `${method} ${path}`).sort();

describe('fuzz coverage', () => {
  it('fuzz-sandbox covers exactly the sandbox operations of openapi/xs2a.openapi.json, fuzz-xs2a the others', () => {
    const documented = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, operations]) =>
        Object.keys(operations)
          .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
          .map((method) => ({ method: method.toUpperCase(), path })),
    );
    const isSandbox = (operation: { path: string }) => operation.path.startsWith('/v1/sandbox/');
    expect(names(sandboxOperations)).toEqual(names(documented.filter(isSandbox)));
    const fuzzedElsewhere = new Set(names(xs2aOperations));
    expect(
      names(documented.filter((operation) => !isSandbox(operation))).filter((name) => !fuzzedElsewhere.has(name)),
    ).toEqual([]);
  });

  it('the document describes exactly the route files under app/v1 (the catch-all for unknown paths aside), each under its operation name and roles', () => {
    const documented = Object.entries(
      document.paths as Record<string, Record<string, { operationId: string; 'x-psd2-roles': string[] }>>,
    ).flatMap(([path, operations]) =>
      Object.entries(operations).map(
        ([method, operation]) =>
          `${method.toUpperCase()} ${path} ${operation.operationId} [${operation['x-psd2-roles'].join(',')}]`,
      ),
    );
    const routes = namedRouteFileOperations()
      .filter((route) => route.path !== '/v1/{...path}')
      .map((route) => `${route.method} ${route.path} ${route.operation} [${route.roles.join(',')}]`);
    expect(documented.sort()).toEqual(routes.sort());
  });

  it('fuzz-sandbox and fuzz-xs2a together cover exactly the operations of the route files under app/v1', () => {
    expect(names([...sandboxOperations, ...xs2aOperations])).toEqual(names(routeFileOperations()));
  });

  it('every kept regression names a fuzzed operation, and has a case or a seed, so that none is silently skipped', () => {
    const fuzzed = new Set(names([...sandboxOperations, ...xs2aOperations]));
    expect(
      fuzzRegressions.filter(
        (regression) =>
          !fuzzed.has(regression.operation) || (regression.fuzzCase === undefined && regression.seed === undefined),
      ),
    ).toEqual([]);
  });

  it("an operation's seed follows from the run's seed and its name alone (a replay with FUZZ_SEED makes the same cases)", () => {
    expect(operationSeed(20_261_127, 'GET /v1/accounts')).toBe(operationSeed(20_261_127, 'GET /v1/accounts'));
    expect(operationSeed(20_261_127, 'GET /v1/accounts')).not.toBe(operationSeed(20_261_127, 'GET /v1/user'));
    expect(operationSeed(20_261_127, 'GET /v1/accounts')).not.toBe(operationSeed(1, 'GET /v1/accounts'));
  });
});

describe('the contract check of fuzzed answers', () => {
  const requestId = '0b0e3f6c-5d0a-4c39-9a52-5d0f0c5e7a11';
  const request = (method: string, path: string): WireRequest => ({
    method,
    path,
    headers: { 'X-Request-ID': requestId },
  });
  const answer = (status: number, code: string, echoed = requestId): WireResponse => ({
    status,
    contentType: 'application/json',
    headers: new Headers({ 'Content-Type': 'application/json', 'Content-Language': 'en', 'X-Request-ID': echoed }),
    text: JSON.stringify({ tppMessages: [{ category: 'ERROR', code, text: 'Refused.' }] }),
  });

  it('finds the operation a request reaches, static routes first, and none for HTTP-edge refusals or paths no operation serves', () => {
    expect(documentedOperationOf(request('GET', '/v1/sandbox/customers?withAccounts=x'))).toEqual({
      method: 'GET',
      path: '/v1/sandbox/customers',
    });
    expect(documentedOperationOf(request('POST', '/v1/payments/sepa-credit-transfers'))).toEqual({
      method: 'POST',
      path: '/v1/{payment-service}/{payment-product}',
    });
    expect(documentedOperationOf(request('PUT', '/v1/consents/abc'))).toBeUndefined();
    expect(documentedOperationOf(request('GET', '/v1/consents/abc/x/y/z'))).toBeUndefined();
    expect(documentedOperationOf(request('GET', '/v1/consents/%zz'))).toBeUndefined();
  });

  it('refuses a status the operation does not list, a code its status does not allow and an X-Request-ID not echoed', () => {
    expect(fuzzContractProblems(request('GET', '/v1/consents/abc'), answer(400, 'FORMAT_ERROR'))).toEqual([]);
    expect(fuzzContractProblems(request('POST', '/v1/consents'), answer(403, 'CONSENT_UNKNOWN'))).toEqual([
      expect.stringContaining('lists no such status'),
    ]);
    expect(fuzzContractProblems(request('GET', '/v1/consents/abc'), answer(400, 'RESOURCE_UNKNOWN'))).toEqual([
      expect.stringContaining('must be equal to one of the allowed values'),
    ]);
    expect(fuzzContractProblems(request('GET', '/v1/consents/abc'), answer(400, 'FORMAT_ERROR', 'another'))).toEqual([
      expect.stringContaining('echoes X-Request-ID another'),
    ]);
  });
});
