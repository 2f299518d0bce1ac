import { describe, expect, it } from 'vitest';
import document from '@/openapi/xs2a.openapi.json';

type Response = { headers?: Record<string, unknown>; $ref?: string };
const components = document.components.responses as Record<string, Response>;
const responses = Object.entries(document.paths).flatMap(([path, pathItem]) =>
  Object.entries(pathItem as Record<string, { responses?: Record<string, Response> }>).flatMap(([method, operation]) =>
    Object.entries(operation.responses ?? {}).map(([status, response]) => ({
      name: `${method.toUpperCase()} ${path} ${status}`,
      response: response.$ref ? components[response.$ref.split('/').pop()!]! : response,
    })),
  ),
);

// D2: every answer of the API says its texts are English, as toResponse (lib/xs2a/xs2a-response.ts) sets it.
describe('the published response headers', () => {
  it('declare Content-Language and X-Request-ID on every response', () => {
    expect(responses.length).toBeGreaterThan(100);
    for (const { name, response } of responses) {
      expect(Object.keys(response.headers ?? {}), name).toEqual(
        expect.arrayContaining(['Content-Language', 'X-Request-ID']),
      );
    }
  });
});
