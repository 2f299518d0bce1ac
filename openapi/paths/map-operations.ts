import type { JsonSchema } from '@/openapi/components/json-schema';

export type Paths = Record<string, Record<string, JsonSchema>>;

/** Responses that apply to many operations are added in one place each (with-*.ts): this walks every operation once. */
export function mapOperations(paths: Paths, change: (method: string, operation: JsonSchema) => JsonSchema): Paths {
  return Object.fromEntries(
    Object.entries(paths).map(([path, methods]) => [
      path,
      Object.fromEntries(Object.entries(methods).map(([method, operation]) => [method, change(method, operation)])),
    ]),
  );
}

/** The operation with `more` added to its responses. */
export function withResponses(operation: JsonSchema, more: Record<string, unknown>): JsonSchema {
  return { ...operation, responses: { ...(operation.responses as Record<string, unknown>), ...more } };
}
