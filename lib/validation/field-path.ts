// One field-path format for every error that names a field: dots between keys, `[i]` for array items,
// e.g. `payments[2].creditorName`. Berlin Group error bodies carry it in `tppMessages[].path` (D2).

/** Appends an object key or array index to a field path. */
export function appendFieldPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  return parent === '' ? key : `${parent}.${key}`;
}
