/** An OpenAPI 3.0 schema object, as plain JSON. */
export type JsonSchema = { [key: string]: unknown };

/** An object whose every property is required and no other is allowed: the response shapes are exact (D16). */
export function exactObject(properties: Record<string, JsonSchema>, description?: string): JsonSchema {
  return {
    type: 'object',
    ...(description ? { description } : {}),
    properties,
    required: Object.keys(properties),
    additionalProperties: false,
  };
}

/** `schema` (an exactObject) with further properties that are not required. */
export function withOptionalProperties(schema: JsonSchema, properties: Record<string, JsonSchema>): JsonSchema {
  return { ...schema, properties: { ...(schema.properties as Record<string, JsonSchema>), ...properties } };
}

/** A value that may be null (OpenAPI 3.0 `nullable`): the sandbox answers every field, null when it has no value. */
export function nullable(schema: JsonSchema): JsonSchema {
  return { ...schema, nullable: true };
}

export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
