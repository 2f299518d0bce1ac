import { db } from '@/lib/db';
import { checkTppRedirectUris } from '@/lib/sca/check-tpp-redirect-uris';
import { startScaRedirect } from '@/lib/sca/start-sca-redirect';
import type { PsuHeaders } from '@/lib/xs2a/psu-headers';
import { scaRedirectLink } from '@/lib/xs2a/links';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

export type IdentificationRequiredInput = {
  tppId: string;
  psu: PsuHeaders;
  now: Date;
  code: 'CONSENT_INVALID' | 'CONSENT_EXPIRED';
  text: string;
};

/**
 * D2: 401 with `_links.scaRedirect` to an SCA that only identifies the PSU (GET /v1/user, the SCA flow for PISP-only
 * TPPs): sign-in, the context when the PSU may act for a corporation, and a confirmation; no accounts are shared.
 */
export async function identificationRequired(input: IdentificationRequiredInput): Promise<Xs2aError> {
  const uris = await checkTppRedirectUris({ tppId: input.tppId, psu: input.psu });
  const redirect = await db.$transaction((client) =>
    startScaRedirect({ tppId: input.tppId, psu: input.psu, uris, kind: 'USER_IDENTIFICATION', now: input.now }, client),
  );
  return new Xs2aError(input.code, { text: input.text, links: { scaRedirect: scaRedirectLink(redirect.scaRedirect) } });
}
