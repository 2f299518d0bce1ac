import http from 'node:http';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { findFreePort } from '@/lib/database/find-free-port';

/** A person at the test identity provider: a login, a password and the claims their ID token and userinfo carry. */
export type TestUser = { login: string; password: string; claims: Record<string, string> };

export type TestIdentityProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The client's redirect URIs are known only once the app runs, so the provider is built then. */
  register: (redirectUris: string[]) => void;
  stop: () => Promise<void>;
};

/**
 * D32: a real OpenID Connect provider (oidc-provider) on a free loopback port, with one confidential client that must
 * use PKCE and a scope `nnin` for the national identity number claim. Its login step: POST /interaction/:uid/login
 * with login and password signs in (a wrong password ends the interaction with login_required, as a provider that
 * gives up does); POST /interaction/:uid/abort is the PSU's Cancel (access_denied).
 */
export async function startTestIdentityProvider(users: TestUser[]): Promise<TestIdentityProvider> {
  const port = await findFreePort();
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'xs2a-psu-pages';
  const clientSecret = 'test-client-secret-that-is-long-enough-0123456789';
  let provider: Provider | null = null;

  const server = http.createServer((request, response) => {
    if (!provider) {
      response.statusCode = 503;
      response.end();
      return;
    }
    void handle(provider, users, request, response).catch((error: Error) => {
      response.statusCode = 500;
      response.end(error.message);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  return {
    issuer,
    clientId,
    clientSecret,
    register: (redirectUris) => {
      provider = new Provider(issuer, configuration({ clientId, clientSecret, redirectUris, users }));
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function configuration(input: {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  users: TestUser[];
}): Configuration {
  return {
    clients: [
      {
        client_id: input.clientId,
        client_secret: input.clientSecret,
        redirect_uris: input.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    pkce: { required: () => true },
    scopes: ['openid', 'nnin'],
    claims: { openid: ['sub'], nnin: ['nnin'] },
    cookies: { keys: ['test-identity-provider-cookie-key'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_context: KoaContextWithOIDC, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_context, accountId) => {
      const user = input.users.find((candidate) => candidate.login === accountId);
      return user ? { accountId, claims: () => ({ sub: accountId, ...user.claims }) } : undefined;
    },
    // No consent screen: the bank's own client is granted what it asks for.
    loadExistingGrant: async (context) => {
      const { Grant } = context.oidc.provider;
      const grant = new Grant({
        clientId: context.oidc.client?.clientId ?? '',
        accountId: context.oidc.session?.accountId ?? '',
      });
      grant.addOIDCScope('openid nnin');
      await grant.save();
      return grant;
    },
  };
}

async function handle(
  provider: Provider,
  users: TestUser[],
  request: http.IncomingMessage,
  response: http.ServerResponse,
): Promise<void> {
  const match = /^\/interaction\/([^/]+)(\/login|\/abort)?$/.exec(request.url ?? '');
  if (!match) return provider.callback()(request, response);
  if (request.method === 'GET') {
    response.setHeader('content-type', 'text/html');
    response.end(
      `<form method="post" action="/interaction/${match[1]}/login"><input name="login"><input name="password" type="password"></form>`,
    );
    return;
  }
  const form = new URLSearchParams(await readBody(request));
  await provider.interactionDetails(request, response);
  if (match[2] === '/abort') {
    await provider.interactionFinished(
      request,
      response,
      { error: 'access_denied', error_description: 'The user cancelled the sign-in' },
      { mergeWithLastSubmission: false },
    );
    return;
  }
  const user = users.find((candidate) => candidate.login === form.get('login'));
  if (!user || user.password !== form.get('password')) {
    await provider.interactionFinished(
      request,
      response,
      { error: 'login_required', error_description: 'The user could not be authenticated' },
      { mergeWithLastSubmission: false },
    );
    return;
  }
  await provider.interactionFinished(
    request,
    response,
    { login: { accountId: user.login } },
    { mergeWithLastSubmission: false },
  );
}

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}
