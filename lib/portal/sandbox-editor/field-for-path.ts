/** A sandbox editor field as its error lookup sees it: its form name, and the body path the API names it by. */
export type PathField = { name: string; path?: string };

/**
 * The field a refusal's `path` (D2) names, for the sandbox editor to show the API's message beside it: the field whose
 * body path (its `path`, or else its name) is the refusal's path or a prefix of it. A field whose `path` is set is
 * matched by that alone: the engagement form's "Account IBAN" and "or card masked PAN" both go into `account`, and a
 * refusal of `account.maskedPan` must mark the masked PAN, not the IBAN.
 */
export function fieldForPath<Field extends PathField>(fields: Field[], path: string | undefined): Field | undefined {
  if (path === undefined) return undefined;
  return fields.find((field) => {
    const own = field.path ?? field.name;
    return path === own || path.startsWith(`${own}.`) || path.startsWith(`${own}[`);
  });
}
