import { env, isSandbox } from '@/lib/env';
import { publicOrigin } from '@/lib/web/public-origin';

/** What signs a PSU in through the bank's identity provider: an SCA process, or "My consents". */
export type OidcPurpose = 'sca' | 'my-consents';

export type OidcSettings = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  identityClaim: string;
  scope: string;
};

/**
 * D32: production signs PSUs in through the bank's OpenID Connect provider; the sandbox keeps its number-only sign-in
 * (spec 6). Null in the sandbox and in a production that has no provider configured, where sign-in fails closed.
 */
export function oidcSettings(): OidcSettings | null {
  if (isSandbox || !env.XS2A_OIDC_ISSUER || !env.XS2A_OIDC_CLIENT_ID || !env.XS2A_OIDC_CLIENT_SECRET) return null;
  return {
    issuer: env.XS2A_OIDC_ISSUER,
    clientId: env.XS2A_OIDC_CLIENT_ID,
    clientSecret: env.XS2A_OIDC_CLIENT_SECRET,
    identityClaim: env.XS2A_OIDC_IDENTITY_CLAIM,
    scope: env.XS2A_OIDC_SCOPE,
  };
}

/** The redirect URI registered with the provider for each purpose. */
export function oidcRedirectUri(purpose: OidcPurpose): string {
  return `${publicOrigin}/${purpose}/oidc/callback`;
}
