import type { JsonSchema } from '@/openapi/components/json-schema';

type Paths = Record<string, Record<string, JsonSchema>>;

/**
 * withXs2a reads the body of every request but a GET (a GET with a body is refused at the edge, D18), whether or not the
 * operation takes one: any of them may answer 413 (over 1,000,000 bytes) or 415 (not JSON, or encoded). Added here,
 * once, rather than per operation.
 */
export function withBodyRefusals(paths: Paths): Paths {
  return Object.fromEntries(
    Object.entries(paths).map(([path, methods]) => [
      path,
      Object.fromEntries(
        Object.entries(methods).map(([method, operation]) => {
          if (method === 'get') return [method, operation];
          const responses = operation.responses as Record<string, unknown>;
          return [method, { ...operation, responses: { ...responses, 413: { $ref: '#/components/responses/PayloadTooLarge' }, 415: { $ref: '#/components/responses/UnsupportedMediaType' } } }];
        }),
      ),
    ]),
  );
}
