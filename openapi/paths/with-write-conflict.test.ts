import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '@/openapi/build-openapi-document';

const writes = Object.entries(
  buildOpenApiDocument().paths as Record<string, Record<string, { responses: Record<string, unknown> }>>,
).flatMap(([path, methods]) =>
  Object.entries(methods)
    .filter(([method]) => method !== 'get')
    .map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      statuses: Object.keys(operation.responses),
    })),
);

describe('the write conflicts in the OpenAPI document (D21)', () => {
  it('has the PUTs and DELETEs to check', () => {
    expect(writes.map(({ name }) => name)).toEqual(
      expect.arrayContaining([
        'DELETE /v1/{payment-service}/{payment-product}/{paymentId}',
        'PUT /v1/sandbox/accounts/{mockAccountId}/balances',
      ]),
    );
  });

  it.each(writes)('$name lists 409, as a write that loses a race in the database gets it', ({ statuses }) => {
    expect(statuses).toContain('409');
  });
});
