import { isSandbox } from '@/lib/env';
import { findCustomerIdByPsuId } from '@/lib/psu/psu-pseudonym';
import { identifyPsu } from '@/lib/sca/identify-psu';
import { getScaFlow } from '@/lib/sca/sca-flow';
import { findTppSession } from '@/lib/tpp-sessions/find-tpp-session';
import { sessionState } from '@/lib/tpp-sessions/session-rules';

/**
 * Single SCA in the PISP-only journey (release 1.17.1; spec "TPP session rules": within an active session no new SCA
 * is prompted, except where dynamic linking needs it). A payment's SCA whose TPP-Session-ID is ACTIVE for this TPP and
 * whose PSU-ID names that session's PSU skips the sign-in: the PSU goes straight to the approval page, whose approval,
 * bound to amount and payee (D23), is the dynamically linked factor. Anything else signs in as usual. Production always
 * signs in at the bank's identity provider (D32), whose sign-in is the SCA. True when the sign-in was skipped.
 */
export async function skipSignInInTppSession(input: { authorisationId: string; now: Date }): Promise<boolean> {
  const flow = await getScaFlow(input.authorisationId);
  if (!isSandbox || !flow || flow.kind !== 'PAYMENT' || flow.scaStatus !== 'RECEIVED' || !flow.psuIdHint) return false;
  const customerId = await findCustomerIdByPsuId({ tppId: flow.tppId, psuId: flow.psuIdHint });
  const session = await findTppSession({ tppId: flow.tppId, sessionId: flow.tppSessionId });
  if (!customerId || sessionState(session, customerId, input.now) !== 'active') return false;
  return identifyPsu({ flow, customerId });
}
