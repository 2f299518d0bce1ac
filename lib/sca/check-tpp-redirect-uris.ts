import { db } from '@/lib/db';
import { isSandbox } from '@/lib/env';
import { checkRedirectUri, type RedirectUriPolicy } from '@/lib/sca/redirect-uri';
import type { PsuHeaders } from '@/lib/xs2a/psu-headers';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

export type TppRedirectUris = { redirectUri: string; nokRedirectUri: string | null };

/**
 * Spec "SCA redirect flow" 3: TPP-Redirect-URI is required where the bank may need the PSU's SCA, because that is
 * where the PSU returns; TPP-Nok-Redirect-URI, when given, receives failures instead. Both pass checkRedirectUri.
 */
export async function checkTppRedirectUris(input: { tppId: string; psu: PsuHeaders }): Promise<TppRedirectUris> {
  if (input.psu.tppRedirectUri === undefined) {
    throw new Xs2aError('FORMAT_ERROR', {
      path: 'TPP-Redirect-URI',
      text: 'TPP-Redirect-URI is required: this request needs the PSU to authenticate at the bank, which then sends the PSU back to that address.',
    });
  }
  const policy = await redirectPolicy(input.tppId);
  const redirectUri = checkRedirectUri(input.psu.tppRedirectUri, 'TPP-Redirect-URI', policy);
  const nokRedirectUri =
    input.psu.tppNokRedirectUri !== undefined
      ? checkRedirectUri(input.psu.tppNokRedirectUri, 'TPP-Nok-Redirect-URI', policy)
      : null;
  // The spec's signable headers do not include TPP-Nok-Redirect-URI, so it may travel unsigned: it is only honoured on
  // the same origin as the signed TPP-Redirect-URI, so that a rewritten header cannot send the PSU elsewhere.
  if (nokRedirectUri && new URL(nokRedirectUri).origin !== new URL(redirectUri).origin) {
    throw new Xs2aError('FORMAT_ERROR', {
      path: 'TPP-Nok-Redirect-URI',
      text: 'TPP-Nok-Redirect-URI must be on the same origin (scheme, host and port) as TPP-Redirect-URI.',
    });
  }
  return { redirectUri, nokRedirectUri };
}

/** D4: the sandbox accepts any https host; production only the hosts registered for the TPP. */
async function redirectPolicy(tppId: string): Promise<RedirectUriPolicy> {
  if (isSandbox) return { isSandbox: true, registeredHosts: [] };
  const tpp = await db.tpp.findUnique({ where: { id: tppId }, select: { redirectHosts: true } });
  return { isSandbox: false, registeredHosts: tpp?.redirectHosts ?? [] };
}
