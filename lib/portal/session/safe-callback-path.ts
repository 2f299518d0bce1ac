/**
 * D27: where a developer goes after signing in: a path of the portal itself, or "My consents" (in the sandbox it opens
 * from a portal session), never another site. Anything else (absolute URLs, `//host`, backslashes, control
 * characters, other paths) is the dashboard.
 */
export function safeCallbackPath(input: string | null | undefined): string {
  const path = input ?? '';
  if (
    path.length > 500 ||
    !/^\/(?:portal|my-consents)(?:[/?#]|$)/.test(path) ||
    /[\\\s]/.test(path) ||
    [...path].some((character) => character < ' ' || character === '\u007f') ||
    path.includes('//')
  )
    return '/portal';
  return path;
}

/**
 * D27: `path` carrying where the developer goes after signing in, through sign-up and the verification mail, so a
 * developer sent to sign in from "My consents" who has no account yet comes back there. The dashboard, the default,
 * is left out.
 */
export function withCallbackPath(path: string, callbackPath: string): string {
  const safe = safeCallbackPath(callbackPath);
  if (safe === '/portal') return path;
  return `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams({ callbackUrl: safe })}`;
}
