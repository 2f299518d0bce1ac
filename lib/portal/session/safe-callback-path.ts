/**
 * D27: where a developer goes after signing in: a path of the portal itself, or "My consents" (in the sandbox it opens
 * from a portal session, D17), never another site. Anything else (absolute URLs, `//host`, backslashes, control
 * characters, other paths) is the dashboard.
 */
export function safeCallbackPath(input: string | null | undefined): string {
  const path = input ?? '';
  if (path.length > 500 || !/^\/(?:portal|my-consents)(?:[/?#]|$)/.test(path) || /[\\\s]/.test(path) || [...path].some((character) => character < ' ' || character === '\u007f') || path.includes('//')) return '/portal';
  return path;
}
