// oidc-provider ships no types (and @types/oidc-provider is not installed): the little the test identity provider uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type Account = { accountId: string; claims: () => Record<string, unknown> };
  type GrantInstance = { addOIDCScope(scope: string): void; save(): Promise<string> };
  export type KoaContextWithOIDC = {
    oidc: { provider: Provider; client?: { clientId: string }; session?: { accountId?: string } };
  };
  export type Configuration = {
    clients: Record<string, unknown>[];
    pkce?: { required: () => boolean };
    scopes?: string[];
    claims?: Record<string, string[]>;
    cookies?: { keys: string[] };
    features?: Record<string, { enabled: boolean }>;
    interactions?: { url: (context: KoaContextWithOIDC, interaction: { uid: string }) => string };
    findAccount: (context: KoaContextWithOIDC, accountId: string) => Account | undefined | Promise<Account | undefined>;
    loadExistingGrant?: (context: KoaContextWithOIDC) => Promise<GrantInstance | undefined>;
  };
  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    Grant: new (properties: { clientId: string; accountId: string }) => GrantInstance;
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<{ uid: string }>;
    interactionFinished(
      request: IncomingMessage,
      response: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }
}
