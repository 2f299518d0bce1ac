/**
 * D27: where a developer goes after signing in: a path of the portal itself, never another site. Anything else
 * (absolute URLs, `//host`, backslashes, control characters, paths outside /portal) is the dashboard.
 */
export function safeCallbackPath(input: string | null | undefined): string {
  const path = input ?? '';
  if (path.length > 500 || !/^\/portal(?:[/?#]|$)/.test(path) || /[\\\s]/.test(path) || [...path].some((character) => character < ' ' || character === '\u007f') || path.includes('//')) return '/portal';
  return path;
}
