import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '@/openapi/build-openapi-document';

const posts = Object.entries(
  buildOpenApiDocument().paths as Record<string, Record<string, { responses: Record<string, unknown> }>>,
).flatMap(([path, methods]) =>
  Object.entries(methods)
    .filter(([method]) => method === 'post')
    .map(([, operation]) => ({ name: `POST ${path}`, statuses: Object.keys(operation.responses) })),
);

describe('the repeated POST in the OpenAPI document (D5)', () => {
  it.each(posts)('$name lists 409, as a repeat of a request still being processed may get it', ({ statuses }) => {
    expect(statuses).toContain('409');
  });
});
