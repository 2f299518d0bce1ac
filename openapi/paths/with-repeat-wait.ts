import { mapOperations, withResponses, type Paths } from './map-operations';

/**
 * D5: withXs2a answers any POST that repeats an X-Request-ID whose first request is still being processed with the
 * first response, or, after 5 seconds without one, 409 STATUS_INVALID. Added here, once, to every POST that does not
 * list a 409 of its own.
 */
export function withRepeatWait(paths: Paths): Paths {
  return mapOperations(paths, (method, operation) => {
    const responses = operation.responses as Record<string, unknown>;
    if (method !== 'post' || responses['409']) return operation;
    return withResponses(operation, { 409: { $ref: '#/components/responses/RepeatStillProcessed' } });
  });
}
