import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '@/openapi/build-openapi-document';

const operations = Object.entries(
  buildOpenApiDocument().paths as Record<string, Record<string, { responses: Record<string, unknown> }>>,
).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({
    name: `${method.toUpperCase()} ${path}`,
    method,
    statuses: Object.keys(operation.responses),
  })),
);

describe('the body refusals in the OpenAPI document', () => {
  it.each(operations.filter((operation) => operation.method !== 'get'))(
    '$name lists 413 and 415, as any request with a body may get them',
    ({ statuses }) => {
      expect(statuses).toEqual(expect.arrayContaining(['413', '415']));
    },
  );

  it.each(operations.filter((operation) => operation.method === 'get'))(
    '$name lists neither: a GET with a body is refused at the edge',
    ({ statuses }) => {
      expect(statuses).not.toContain('413');
      expect(statuses).not.toContain('415');
    },
  );
});
