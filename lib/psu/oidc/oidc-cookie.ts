import { readCookie } from '@/lib/web/read-cookie';
import { isHttpsSite } from '@/lib/web/public-origin';
import type { OidcPurpose } from './oidc-settings';

/** D32: ten minutes to sign in at the provider. */
export const oidcCookieSeconds = 600;

/**
 * D32: the sign-in's secret, named apart from the PSU sessions (nordbank-sca, nordbank-my-consents) and from the
 * portal's next-auth cookies. One per SCA (`binding`, its authorisation's id), so that sign-ins started in two tabs
 * (D17) each come back to their own secret; one for "My consents". SameSite=Lax: the provider's redirect back is a
 * cross-site top-level GET, which must carry it.
 */
export function oidcCookieName(purpose: OidcPurpose, binding: string): string {
  return `${isHttpsSite ? '__Host-' : ''}nordbank-oidc-${purpose}${binding ? `-${binding}` : ''}`;
}

export function oidcCookieHeader(purpose: OidcPurpose, binding: string, value: string, maxAgeSeconds: number): string {
  return [`${oidcCookieName(purpose, binding)}=${value}`, 'Path=/', `Max-Age=${maxAgeSeconds}`, 'HttpOnly', 'SameSite=Lax', ...(isHttpsSite ? ['Secure'] : [])].join('; ');
}

export function readOidcCookie(purpose: OidcPurpose, binding: string, cookieHeader: string | null): string | undefined {
  return readCookie(cookieHeader, oidcCookieName(purpose, binding));
}
