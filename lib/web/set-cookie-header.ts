import { isHttpsSite } from '@/lib/web/public-origin';

export type SetCookieHeaderInput = { name: string; value: string; maxAgeSeconds: number };

/** A Set-Cookie value of the PSU pages: httpOnly, SameSite=Lax, path / and, over HTTPS, Secure (D17). */
export function setCookieHeader(input: SetCookieHeaderInput): string {
  return [
    `${input.name}=${input.value}`,
    'Path=/',
    `Max-Age=${input.maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(isHttpsSite ? ['Secure'] : []),
  ].join('; ');
}
