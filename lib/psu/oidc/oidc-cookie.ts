import { setCookieHeader } from '@/lib/web/set-cookie-header';
import { readCookie } from '@/lib/web/read-cookie';
import { isHttpsSite } from '@/lib/web/public-origin';
import type { OidcPurpose } from './oidc-settings';

/** D32: ten minutes to sign in at the provider. */
export const oidcCookieSeconds = 600;

/**
 * D32: the cookie of a sign-in's secret, one per SCA (`binding`, its authorisation's id) so that two tabs' sign-ins each
 * come back to their own, and one for "My consents"; SameSite=Lax, as the provider's redirect back is cross-site.
 */
export function oidcCookieName(purpose: OidcPurpose, binding: string): string {
  return `${isHttpsSite ? '__Host-' : ''}nordbank-oidc-${purpose}${binding ? `-${binding}` : ''}`;
}

export function oidcCookieHeader(purpose: OidcPurpose, binding: string, value: string, maxAgeSeconds: number): string {
  return setCookieHeader({ name: oidcCookieName(purpose, binding), value, maxAgeSeconds });
}

export function readOidcCookie(purpose: OidcPurpose, binding: string, cookieHeader: string | null): string | undefined {
  return readCookie(cookieHeader, oidcCookieName(purpose, binding));
}
