const base = 'http://return.invalid';

function hasControlCharacter(value: string): boolean {
  return [...value].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f);
}

/**
 * D30: where the language switch sends the browser back to. Only a path of this site (with its query) is accepted:
 * no scheme, no host, no `//` or backslash that a browser would read as another host, no control characters; '/'
 * otherwise, so the switch can never become an open redirect.
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || value.length > 2000 || !value.startsWith('/') || value.startsWith('//') || value.includes('\\') || hasControlCharacter(value)) return '/';
  const url = new URL(value, base);
  return url.origin === base ? `${url.pathname}${url.search}` : '/';
}
