import type { JsonSchema } from '@/openapi/components/json-schema';

type Paths = Record<string, Record<string, JsonSchema>>;

/**
 * D5: withXs2a answers any POST that repeats an X-Request-ID whose first request is still being processed with the
 * first response, or, after 5 seconds without one, 409 STATUS_INVALID. Added here, once, to every POST that does not
 * list a 409 of its own.
 */
export function withRepeatWait(paths: Paths): Paths {
  return Object.fromEntries(
    Object.entries(paths).map(([path, methods]) => [
      path,
      Object.fromEntries(
        Object.entries(methods).map(([method, operation]) => {
          const responses = operation.responses as Record<string, unknown>;
          if (method !== 'post' || responses['409']) return [method, operation];
          return [method, { ...operation, responses: { ...responses, 409: { $ref: '#/components/responses/RepeatStillProcessed' } } }];
        }),
      ),
    ]),
  );
}
