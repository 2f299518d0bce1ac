/** A sandbox editor field as its error lookup sees it: its form name, and the body path the API names it by. */
export type PathField = { name: string; path?: string };

/**
 * The field a refusal's `path` (D2) names, to show the API's message beside it: the field whose `path`, or else its
 * name, is the refusal's path or a prefix of it.
 */
export function fieldForPath<Field extends PathField>(fields: Field[], path: string | undefined): Field | undefined {
  if (path === undefined) return undefined;
  return fields.find((field) => {
    const own = field.path ?? field.name;
    return path === own || path.startsWith(`${own}.`) || path.startsWith(`${own}[`);
  });
}
