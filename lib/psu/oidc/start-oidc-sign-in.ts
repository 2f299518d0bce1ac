import { generators } from 'openid-client';
import { getLogger } from '@/lib/observability/logger';
import { oidcChecks, newOidcSecret } from './oidc-checks';
import { oidcClient } from './oidc-client';
import { oidcCookieHeader, oidcCookieSeconds } from './oidc-cookie';
import { oidcRedirectUri, oidcSettings, type OidcPurpose } from './oidc-settings';

export type StartedOidcSignIn = { kind: 'redirect'; location: string; setCookie: string } | { kind: 'unavailable' };

/**
 * D32: the authorization code flow with PKCE (S256), a state and a nonce, to the bank's identity provider. Unavailable
 * without a configured provider (the sandbox, or production not set up) or when its discovery document cannot be read.
 */
export async function startOidcSignIn(input: { purpose: OidcPurpose; binding: string }): Promise<StartedOidcSignIn> {
  const settings = oidcSettings();
  if (!settings) return { kind: 'unavailable' };
  const client = await oidcClient(settings).catch((error: Error) => {
    getLogger().error(
      { issuer: settings.issuer, reason: error.message.slice(0, 200) },
      'OpenID Connect discovery failed',
    );
    return null;
  });
  if (!client) return { kind: 'unavailable' };
  const secret = newOidcSecret();
  const checks = oidcChecks(secret, input.purpose, input.binding);
  const location = client.authorizationUrl({
    redirect_uri: oidcRedirectUri(input.purpose),
    scope: settings.scope,
    state: checks.state,
    nonce: checks.nonce,
    code_challenge: generators.codeChallenge(checks.codeVerifier),
    code_challenge_method: 'S256',
  });
  return {
    kind: 'redirect',
    location,
    setCookie: oidcCookieHeader(input.purpose, input.binding, secret, oidcCookieSeconds),
  };
}
