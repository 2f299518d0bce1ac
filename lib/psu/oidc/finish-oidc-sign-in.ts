import type { Client, TokenSet } from 'openid-client';
import { getLogger } from '@/lib/observability/logger';
import { normaliseNationalIdentityNumber } from '@/lib/psu/national-identity-number';
import { isExpectedState, oidcChecks } from './oidc-checks';
import { oidcClient } from './oidc-client';
import { oidcRedirectUri, oidcSettings, type OidcPurpose, type OidcSettings } from './oidc-settings';

/**
 * D32: how a return from the identity provider ended: identified, a subject the bank cannot map, cancelled there
 * (access_denied), failed (an error, or an answer that did not verify), or not this browser's sign-in (changes nothing).
 */
export type OidcOutcome =
  | { kind: 'identified'; nationalIdentityNumber: string }
  | { kind: 'unknown-subject' }
  | { kind: 'cancelled' }
  | { kind: 'failed' }
  | { kind: 'not-ours' };

export type FinishOidcSignInInput = {
  purpose: OidcPurpose;
  binding: string;
  secret: string | undefined;
  callbackUrl: string;
};

export async function finishOidcSignIn(input: FinishOidcSignInInput): Promise<OidcOutcome> {
  const settings = oidcSettings();
  if (!settings || !input.secret) return { kind: 'not-ours' };
  const checks = oidcChecks(input.secret, input.purpose, input.binding);
  const params = Object.fromEntries(new URL(input.callbackUrl).searchParams);
  // The state first: an error answer with someone else's state must not cancel this PSU's SCA.
  if (!isExpectedState(checks.state, params.state)) return { kind: 'not-ours' };
  if (params.error === 'access_denied') return { kind: 'cancelled' };
  if (params.error) return failed(`the provider answered ${params.error.slice(0, 64)}`);
  try {
    const client = await oidcClient(settings);
    const tokenSet = await client.callback(oidcRedirectUri(input.purpose), params, {
      state: checks.state,
      nonce: checks.nonce,
      code_verifier: checks.codeVerifier,
      response_type: 'code',
    });
    const claim = await identityClaim(client, tokenSet, settings);
    const nationalIdentityNumber = typeof claim === 'string' ? normaliseNationalIdentityNumber(claim) : null;
    return nationalIdentityNumber ? { kind: 'identified', nationalIdentityNumber } : { kind: 'unknown-subject' };
  } catch (error) {
    return failed((error as Error).message);
  }
}

/** The configured claim from the verified ID token, or else from userinfo (whose sub openid-client checks against the ID token's). */
async function identityClaim(client: Client, tokenSet: TokenSet, settings: OidcSettings): Promise<unknown> {
  const fromIdToken = tokenSet.claims()[settings.identityClaim];
  if (fromIdToken !== undefined || !tokenSet.access_token || !client.issuer.metadata.userinfo_endpoint)
    return fromIdToken;
  return (await client.userinfo(tokenSet))[settings.identityClaim];
}

function failed(detail: string): OidcOutcome {
  // The operator's log (D33): why, never a token or a code. A field of one JSON line: the text may come from the
  // callback's own query (error, iss, ...), which whoever calls the callback writes.
  getLogger().warn({ reason: detail.slice(0, 200) }, 'OpenID Connect sign-in failed');
  return { kind: 'failed' };
}
