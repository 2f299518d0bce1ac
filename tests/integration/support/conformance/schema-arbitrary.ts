import fc from 'fast-check';

/** An OpenAPI 3.0 schema as plain JSON. */
export type Schema = { [key: string]: unknown };

/** Values for a named property (a customer number that exists, a date near today) where the schema alone says too little. */
export type Hints = Record<string, fc.Arbitrary<unknown>>;

type Context = { resolve: (ref: string) => Schema; hints: Hints; depth: number };

/**
 * Values of a JSON schema, meant to be valid (each is checked against the schema before use, so an approximation here
 * costs only a discarded value; nothing here filters, since a fast-check filter that never passes never returns): types, enums, patterns, formats, ranges, lengths, arrays, objects with their required
 * and some optional properties, nullable, oneOf and anyOf branches, and `not: {enum}` or `not: {pattern}`.
 */
export function schemaArbitrary(
  schema: Schema,
  resolve: (ref: string) => Schema,
  hints: Hints = {},
): fc.Arbitrary<unknown> {
  return arbitraryOf(schema, { resolve, hints, depth: 0 });
}

function arbitraryOf(schema: Schema, context: Context, name?: string): fc.Arbitrary<unknown> {
  if (typeof schema.$ref === 'string') return arbitraryOf(context.resolve(schema.$ref), context, name);
  const base = plainArbitrary(schema, context, name);
  const not = schema.not as { enum?: unknown[]; pattern?: string } | undefined;
  const excludedPattern = not?.pattern === undefined ? undefined : new RegExp(not.pattern, 'u');
  const kept = not
    ? base.filter(
        (value) =>
          !not.enum?.includes(value) && !(excludedPattern && typeof value === 'string' && excludedPattern.test(value)),
      )
    : base;
  return schema.nullable === true
    ? fc.oneof({ weight: 6, arbitrary: kept }, { weight: 1, arbitrary: fc.constant(null) })
    : kept;
}

function plainArbitrary(schema: Schema, context: Context, name?: string): fc.Arbitrary<unknown> {
  if (name !== undefined && context.hints[name]) return context.hints[name];
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  const branches = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (branches && schema.type === undefined)
    return fc.oneof(...branches.map((branch) => arbitraryOf(branch, context, name)));
  if (branches && schema.type === 'object') {
    return fc.oneof(
      ...branches.map((branch) =>
        objectArbitrary(
          { ...schema, required: [...((schema.required as string[]) ?? []), ...((branch.required as string[]) ?? [])] },
          context,
        ),
      ),
    );
  }
  if (branches)
    return fc.oneof(...branches.map((branch) => plainArbitrary({ ...withoutBranches(schema), ...branch }, context)));
  switch (schema.type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return fc.integer({
        min: Math.max(Number(schema.minimum ?? -2_147_483_648), -2_147_483_648),
        max: Math.min(Number(schema.maximum ?? 2_147_483_647), 2_147_483_647),
      });
    case 'number':
      return fc.double({
        min: Number(schema.minimum ?? -1e9),
        max: Number(schema.maximum ?? 1e9),
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return arrayArbitrary(schema, context);
    case 'object':
      return objectArbitrary(schema, context);
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

function withoutBranches(schema: Schema): Schema {
  return Object.fromEntries(Object.entries(schema).filter(([key]) => key !== 'oneOf' && key !== 'anyOf'));
}

function stringArbitrary(schema: Schema): fc.Arbitrary<unknown> {
  const minLength = Number(schema.minLength ?? 0);
  const maxLength = Math.min(Number(schema.maxLength ?? 40), 200);
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date')
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
  if (schema.format === 'ipv4') return fc.ipV4();
  if (schema.format === 'ipv6') return fc.ipV6();
  if (schema.format === 'uri') return fc.webUrl({ validSchemes: ['https'] });
  if (schema.format === 'byte')
    return fc.uint8Array({ minLength: 1, maxLength: 30 }).map((bytes) => Buffer.from(bytes).toString('base64'));
  if (typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern, 'u');
    try {
      return fc.stringMatching(pattern);
    } catch {
      // fast-check cannot generate from a lookahead: the schema's example, or text that may happen to match.
      return typeof schema.example === 'string' ? fc.constant(schema.example) : fc.string({ minLength, maxLength });
    }
  }
  return fc.string({ minLength, maxLength });
}

function arrayArbitrary(schema: Schema, context: Context): fc.Arbitrary<unknown> {
  const items = (schema.items as Schema | undefined) ?? {};
  const minLength = Number(schema.minItems ?? 0);
  const maxLength = Math.min(Number(schema.maxItems ?? 3), minLength + 3);
  const item = arbitraryOf(items, { ...context, depth: context.depth + 1 });
  return schema.uniqueItems === true
    ? fc.uniqueArray(item, { minLength, maxLength, selector: (value) => JSON.stringify(value) })
    : fc.array(item, { minLength, maxLength });
}

function objectArbitrary(schema: Schema, context: Context): fc.Arbitrary<unknown> {
  const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
  const required = new Set((schema.required as string[] | undefined) ?? []);
  // Deep optional structure is left out past a few levels, so that a value stays small.
  const names = Object.keys(properties).filter((key) => required.has(key) || context.depth < 3);
  const inner = { ...context, depth: context.depth + 1 };
  return fc.record(Object.fromEntries(names.map((key) => [key, arbitraryOf(properties[key] as Schema, inner, key)])), {
    requiredKeys: names.filter((key) => required.has(key)),
  });
}
