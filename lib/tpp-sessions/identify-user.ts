import { findCustomerIdByPsuId, psuIdFor } from '@/lib/psu/psu-pseudonym';
import { identificationRequired } from '@/lib/sca/identification-required';
import { checkTppSession } from '@/lib/tpp-sessions/check-tpp-session';
import { findActiveTppSession } from '@/lib/tpp-sessions/find-tpp-session';
import type { TppIdentity } from '@/lib/tpp/resolve-tpp';
import type { PsuHeaders } from '@/lib/xs2a/psu-headers';

/**
 * GET /v1/user (spec "Other operations": the SCA flow for PISP-only TPPs). The PSU counts as identified while a TPP
 * session holds: the request's TPP-Session-ID is active (SCA within the last hour, spec "TPP session rules"), or,
 * without one, the PSU-ID's PSU has an active session with this TPP. Then the answer is the PSU's id (D8); otherwise
 * 401 with scaRedirect (CONSENT_EXPIRED when the session ran out), and the bank creates a session id if none was sent.
 */
export async function identifyUser(input: {
  tpp: TppIdentity;
  psu: PsuHeaders;
  now: Date;
}): Promise<{ psuId: string }> {
  const { tpp, psu, now } = input;
  const scaNeeded = (code: 'CONSENT_INVALID' | 'CONSENT_EXPIRED', text: string) =>
    identificationRequired({ tppId: tpp.id, psu, now, code, text });
  const customerId = psu.psuId ? await findCustomerIdByPsuId({ tppId: tpp.id, psuId: psu.psuId }) : null;
  if (psu.psuId && !customerId)
    throw await scaNeeded('CONSENT_INVALID', 'The bank gave this TPP no such PSU-ID: the PSU must authenticate.');

  if (psu.tppSessionId) {
    const session = await checkTppSession({ tppId: tpp.id, psu, customerId, now });
    if (session.state === 'expired')
      throw await scaNeeded(
        'CONSENT_EXPIRED',
        'The TPP-Session-ID is more than 1 hour old: SCA is required to renew it.',
      );
    if (session.state !== 'active')
      throw await scaNeeded('CONSENT_INVALID', 'The PSU has not authenticated within this TPP-Session-ID.');
    return { psuId: await psuIdFor({ tppId: tpp.id, customerId: session.session.customerId }) };
  }
  if (customerId && (await findActiveTppSession({ tppId: tpp.id, customerId, now }))) {
    return { psuId: await psuIdFor({ tppId: tpp.id, customerId }) };
  }
  throw await scaNeeded('CONSENT_INVALID', 'The PSU has not authenticated with this TPP within the last hour.');
}
