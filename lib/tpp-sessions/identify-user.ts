import { findCustomerIdByPsuId, psuIdFor } from '@/lib/psu/psu-pseudonym';
import { identificationRequired } from '@/lib/sca/identification-required';
import { checkTppSession } from '@/lib/tpp-sessions/check-tpp-session';
import { findActiveTppSession } from '@/lib/tpp-sessions/find-tpp-session';
import type { TppIdentity } from '@/lib/tpp/resolve-tpp';
import type { PsuHeaders } from '@/lib/xs2a/psu-headers';

export type IdentifyUserInput = { tpp: TppIdentity; psu: PsuHeaders; now: Date };

/**
 * GET /v1/user (spec "Other operations"): the PSU's id (D8) while a TPP session holds (the request's TPP-Session-ID,
 * else the PSU-ID's active session with this TPP); otherwise 401 with scaRedirect, CONSENT_EXPIRED when it ran out.
 */
export async function identifyUser(input: IdentifyUserInput): Promise<{ psuId: string }> {
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
