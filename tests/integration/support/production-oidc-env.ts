import type { TestIdentityProvider } from './test-identity-provider';

/** D32: the settings that make a production app sign PSUs in at the test identity provider, by the `nnin` claim. */
export function productionOidcEnv(idp: TestIdentityProvider): Record<string, string> {
  return {
    XS2A_OIDC_ISSUER: idp.issuer,
    XS2A_OIDC_CLIENT_ID: idp.clientId,
    XS2A_OIDC_CLIENT_SECRET: idp.clientSecret,
    XS2A_OIDC_IDENTITY_CLAIM: 'nnin',
    XS2A_OIDC_SCOPE: 'openid nnin',
  };
}
