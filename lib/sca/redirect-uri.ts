import { isLoopbackUrl } from '@/lib/settings/loopback-url';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

export type RedirectHeader = 'TPP-Redirect-URI' | 'TPP-Nok-Redirect-URI';

/** Where a TPP may send the PSU back to: D4's environment and, in production, the TPP's registered hosts. */
export type RedirectUriPolicy = { isSandbox: boolean; registeredHosts: string[] };

const maxLength = 2000;

/**
 * D17: a redirect URI is an absolute https URL without a fragment or credentials (http only to a loopback host,
 * and only in the sandbox); in production its host must be registered for the TPP. Anything else is 400 FORMAT_ERROR
 * naming the header. Returns the URI as the bank will use it.
 */
export function checkRedirectUri(value: string, header: RedirectHeader, policy: RedirectUriPolicy): string {
  const refuse = (reason: string) => new Xs2aError('FORMAT_ERROR', { path: header, text: `${header} ${reason}` });
  if (value.length > maxLength) throw refuse(`is longer than ${maxLength} characters.`);
  // URL parsing silently drops tabs and newlines; a URI that contains them is not the URI the TPP signed.
  if (/\s/.test(value) || [...value].some(isControlCharacter))
    throw refuse('must not contain spaces or control characters.');
  if (value.includes('#')) throw refuse('must not have a fragment (#): the bank adds its parameters to the query.');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw refuse(`must be an absolute URL such as https://tpp.example/callback; got "${value.slice(0, 80)}".`);
  }
  if (url.username || url.password) throw refuse('must not carry user credentials.');
  const isLoopback = isLoopbackUrl(url);
  if (url.protocol === 'http:' && !(policy.isSandbox && isLoopback)) {
    throw refuse(
      policy.isSandbox
        ? 'must use https (http is accepted only for localhost and 127.0.0.1 in the sandbox).'
        : 'must use https.',
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw refuse('must use https.');
  if (!policy.isSandbox && !policy.registeredHosts.some((host) => host.toLowerCase() === url.hostname)) {
    throw refuse(`points at ${url.hostname}, which is not a redirect host registered for this TPP.`);
  }
  return url.href;
}

function isControlCharacter(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return code < 0x20 || code === 0x7f;
}
