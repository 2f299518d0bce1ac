import { findPsuConsent } from '@/lib/consents/find-psu-consent';
import { myConsentsNow } from '@/lib/psu/my-consents-now';
import { readMyConsentsSession } from '@/lib/psu/sessions/my-consents-session';

/** The "My consents" session and its customer's consent `consentId` (D30); each null when signed out or not theirs. */
export async function findMyConsent(consentId: string) {
  const now = new Date();
  const session = await readMyConsentsSession(now);
  const consent = session
    ? await findPsuConsent({ consentId, customerId: session.customerId, now: await myConsentsNow(session, now) })
    : null;
  return { session, consent };
}
