import { describe, expect, it } from 'vitest';
import document from '@/openapi/xs2a.openapi.json';
import { namedRouteFileOperations, routeFileOperations } from './support/fuzz/route-files';
import { sandboxOperations } from './support/fuzz/sandbox-operations';
import { xs2aOperations } from './support/fuzz/xs2a-operations';

// D21: the fuzz suite covers every operation of the OpenAPI document and every route file under app/v1; a new route
// without a fuzz operation fails here.

const names = (operations: { method: string; path: string }[]) => operations.map(({ method, path }) => `${method} ${path}`).sort();

describe('fuzz coverage', () => {
  it('fuzz-sandbox covers exactly the sandbox operations of openapi/xs2a.openapi.json, fuzz-xs2a the others', () => {
    const documented = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(([path, operations]) =>
      Object.keys(operations).filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method)).map((method) => ({ method: method.toUpperCase(), path })),
    );
    const isSandbox = (operation: { path: string }) => operation.path.startsWith('/v1/sandbox/');
    expect(names(sandboxOperations)).toEqual(names(documented.filter(isSandbox)));
    const fuzzedElsewhere = new Set(names(xs2aOperations));
    expect(names(documented.filter((operation) => !isSandbox(operation))).filter((name) => !fuzzedElsewhere.has(name))).toEqual([]);
  });

  it('the document describes exactly the route files under app/v1 (the catch-all for unknown paths aside), each under its operation name and roles', () => {
    const documented = Object.entries(document.paths as Record<string, Record<string, { operationId: string; 'x-psd2-roles': string[] }>>).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => `${method.toUpperCase()} ${path} ${operation.operationId} [${operation['x-psd2-roles'].join(',')}]`),
    );
    const routes = namedRouteFileOperations()
      .filter((route) => route.path !== '/v1/{...path}')
      .map((route) => `${route.method} ${route.path} ${route.operation} [${route.roles.join(',')}]`);
    expect(documented.sort()).toEqual(routes.sort());
  });

  it('fuzz-sandbox and fuzz-xs2a together cover exactly the operations of the route files under app/v1', () => {
    expect(names([...sandboxOperations, ...xs2aOperations])).toEqual(names(routeFileOperations()));
  });
});
