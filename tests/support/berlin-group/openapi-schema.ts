// OpenAPI 3.0 schemas are a dialect of JSON Schema draft 4/5. These rewrites turn the dialect's two incompatible
// keywords into draft-07, which Ajv validates; everything else (discriminator, example, xml, ...) Ajv ignores.

type JsonObject = { [key: string]: unknown };

/** Rewrites an OpenAPI 3.0 document in place: `nullable` becomes a `null` type, boolean exclusive bounds become numbers. */
export function toJsonSchemaDialect(node: unknown): void {
  if (Array.isArray(node)) {
    node.forEach(toJsonSchemaDialect);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const schema = node as JsonObject;
  for (const [key, value] of Object.entries(schema)) {
    // Example values are data, not schemas.
    if (key !== 'example' && key !== 'examples') toJsonSchemaDialect(value);
  }
  rewriteNullable(schema);
  rewriteExclusiveBound(schema, 'exclusiveMinimum', 'minimum');
  rewriteExclusiveBound(schema, 'exclusiveMaximum', 'maximum');
}

// OpenAPI 3.0.3: `nullable: true` adds null to the allowed values, enum included.
function rewriteNullable(schema: JsonObject): void {
  if (typeof schema.nullable !== 'boolean') return;
  const isNullable = schema.nullable;
  delete schema.nullable;
  if (!isNullable) return;
  if (Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum = [...schema.enum, null];
  if (typeof schema.type === 'string') {
    schema.type = [schema.type, 'null'];
    return;
  }
  const rest = { ...schema };
  for (const key of Object.keys(schema)) delete schema[key];
  schema.anyOf = [rest, { type: 'null' }];
}

// Draft 4: `exclusiveMinimum: true` turns `minimum` exclusive. Draft 6+: `exclusiveMinimum` is itself the bound.
function rewriteExclusiveBound(schema: JsonObject, exclusiveKey: string, boundKey: string): void {
  if (typeof schema[exclusiveKey] !== 'boolean') return;
  if (schema[exclusiveKey] && typeof schema[boundKey] === 'number') {
    schema[exclusiveKey] = schema[boundKey];
    delete schema[boundKey];
  } else {
    delete schema[exclusiveKey];
  }
}
