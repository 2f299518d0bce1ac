import { mapOperations, withResponses, type Paths } from './map-operations';

/**
 * withXs2a reads the body of every request but a GET (a GET with a body is refused at the edge, D18), whether or not the
 * operation takes one: any of them may answer 413 (over 1,000,000 bytes) or 415 (not JSON, or encoded). Added here,
 * once, rather than per operation.
 */
export function withBodyRefusals(paths: Paths): Paths {
  return mapOperations(paths, (method, operation) => {
    if (method === 'get') return operation;
    return withResponses(operation, {
      413: { $ref: '#/components/responses/PayloadTooLarge' },
      415: { $ref: '#/components/responses/UnsupportedMediaType' },
    });
  });
}
