import { Issuer, type Client } from 'openid-client';
import { oidcRedirectUri, type OidcSettings } from './oidc-settings';

// D32: discovery once per instance; a failed discovery is not kept, so the next sign-in tries again.
let cached: { issuer: string; client: Promise<Client> } | null = null;

/** The provider's client, from its discovery document: authorization code flow, client secret, both redirect URIs. */
export function oidcClient(settings: OidcSettings): Promise<Client> {
  if (cached?.issuer !== settings.issuer) {
    const client = Issuer.discover(settings.issuer).then(
      (issuer) =>
        new issuer.Client({
          client_id: settings.clientId,
          client_secret: settings.clientSecret,
          redirect_uris: [oidcRedirectUri('sca'), oidcRedirectUri('my-consents')],
          response_types: ['code'],
        }),
    );
    client.catch(() => {
      cached = null;
    });
    cached = { issuer: settings.issuer, client };
  }
  return cached.client;
}
