import { appendFieldPath } from './field-path';

/** Turns a zod issue path into a field path such as `payments[2].creditorName` for a Berlin Group error's `path` (D2). */
export function toFieldPath(issuePath: readonly PropertyKey[]): string {
  return issuePath.reduce<string>((path, key) => {
    if (typeof key === 'number') return appendFieldPath(path, key);
    return appendFieldPath(path, typeof key === 'symbol' ? (key.description ?? '') : key);
  }, '');
}
