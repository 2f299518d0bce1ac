import { randomUUID } from 'node:crypto';
import type { PsuHeaders } from '@/lib/xs2a/psu-headers';

/** PSU headers with every hint an SCA process stores (D8): new ids, a corporate context, a language and both URIs. */
export function everyPsuHint(uris: { redirectUri: string; nokRedirectUri: string }): Omit<PsuHeaders, 'tppSessionId'> {
  return {
    psuId: randomUUID(),
    psuCorporateId: randomUUID(),
    psuContext: 'CORPORATE',
    psuAcceptLanguage: 'nb-NO',
    tppRedirectUri: uris.redirectUri,
    tppNokRedirectUri: uris.nokRedirectUri,
    tppRedirectPreferred: false,
  };
}
