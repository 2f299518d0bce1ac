/**
 * Query parameters as an object for a strict zod schema: unknown names are then refused, and a repeated name becomes an
 * array, which a schema expecting one value refuses too. Object.fromEntries defines every name as an own property, so
 * even `__proto__` arrives as an unknown field.
 */
export function searchParamsObject(query: URLSearchParams): Record<string, string | string[]> {
  return Object.fromEntries(
    [...new Set(query.keys())].map((name) => {
      const values = query.getAll(name);
      return [name, values.length === 1 ? (values[0] ?? '') : values];
    }),
  );
}
