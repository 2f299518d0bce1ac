import { isHttpsSite } from '@/lib/psu/public-origin';
import type { OidcPurpose } from './oidc-settings';

/** D32: ten minutes to sign in at the provider. */
export const oidcCookieSeconds = 600;

/**
 * D32: the sign-in's secret, one cookie per purpose, named apart from the PSU sessions (nordbank-sca,
 * nordbank-my-consents) and from the portal's next-auth cookies. SameSite=Lax: the provider's redirect back is a
 * cross-site top-level GET, which must carry it.
 */
export function oidcCookieName(purpose: OidcPurpose): string {
  return `${isHttpsSite ? '__Host-' : ''}nordbank-oidc-${purpose}`;
}

export function oidcCookieHeader(purpose: OidcPurpose, value: string, maxAgeSeconds: number): string {
  return [`${oidcCookieName(purpose)}=${value}`, 'Path=/', `Max-Age=${maxAgeSeconds}`, 'HttpOnly', 'SameSite=Lax', ...(isHttpsSite ? ['Secure'] : [])].join('; ');
}

export function readOidcCookie(purpose: OidcPurpose, cookieHeader: string | null): string | undefined {
  const name = oidcCookieName(purpose);
  for (const part of (cookieHeader ?? '').split(';')) {
    const [candidate, ...value] = part.trim().split('=');
    if (candidate === name) return value.join('=');
  }
  return undefined;
}
