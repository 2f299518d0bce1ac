import type { PsuContext } from '@/lib/generated/prisma/enums';
import { createConsent } from '@/lib/consents/create-consent';
import type { PsuHeaders } from '@/lib/xs2a/psu-headers';
import { scaRedirectLink } from '@/lib/xs2a/links';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

export type ConsentRequiredInput = {
  tppId: string;
  psu: PsuHeaders;
  now: Date;
  code: 'CONSENT_INVALID' | 'CONSENT_EXPIRED';
  text: string;
  requestedContext: PsuContext;
};

/**
 * D2: a request that needs SCA is 401 with `_links.scaRedirect`, CONSENT_INVALID (no usable consent) or CONSENT_EXPIRED
 * (the consent or the TPP session ran out). The link starts a new bank-offered consent for the context asked for, with
 * the request's TPP-Session-ID, so that completing it also renews that session.
 */
export async function consentRequired(input: ConsentRequiredInput): Promise<Xs2aError> {
  const created = await createConsent({
    tppId: input.tppId,
    psu: input.psu,
    now: input.now,
    requestedContext: input.requestedContext,
  });
  return new Xs2aError(input.code, { text: input.text, links: { scaRedirect: scaRedirectLink(created.scaRedirect) } });
}
