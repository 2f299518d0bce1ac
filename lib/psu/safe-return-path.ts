const base = 'http://return.invalid';

function hasControlCharacter(value: string): boolean {
  return [...value].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f);
}

function isPathOfThisSite(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');
}

/**
 * D30: where the language switch sends the browser back to: a path of this site with its query, checked again once
 * dot segments are resolved, or '/' otherwise, so that the switch can never become an open redirect.
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || value.length > 2000 || !isPathOfThisSite(value) || hasControlCharacter(value)) return '/';
  const url = new URL(value, base);
  const resolved = `${url.pathname}${url.search}`;
  return url.origin === base && isPathOfThisSite(resolved) ? resolved : '/';
}
