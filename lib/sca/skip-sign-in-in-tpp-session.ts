import { isSandbox } from '@/lib/env';
import type { AuthorisationKind } from '@/lib/generated/prisma/enums';
import { findCustomerIdByPsuId } from '@/lib/psu/psu-pseudonym';
import { identifyPsu } from '@/lib/sca/identify-psu';
import { getScaFlow } from '@/lib/sca/sca-flow';
import { findTppSession } from '@/lib/tpp-sessions/find-tpp-session';
import { sessionState } from '@/lib/tpp-sessions/session-rules';

/**
 * The SCAs an active TPP session spares the sign-in of (spec "TPP session rules": within the hour of an SCA no new SCA
 * is prompted, except where dynamic linking needs it): a payment (single SCA in the PISP-only journey, release 1.17.1;
 * its approval, bound to amount and payee, is the dynamically linked factor, D23) and a consent (D17: the PSU still
 * chooses the accounts and approves; a new context or a consent the TPP deleted needs no second sign-in).
 */
const sparedKinds: AuthorisationKind[] = ['PAYMENT', 'CONSENT'];

/**
 * An SCA of a spared kind whose TPP-Session-ID is ACTIVE for this TPP and whose PSU-ID names that session's PSU skips
 * the sign-in: the PSU goes straight to the context picker or the approval page. Anything else signs in as usual.
 * Production always signs in at the bank's identity provider (D32), whose sign-in is the SCA. True when the sign-in
 * was skipped.
 */
export async function skipSignInInTppSession(input: { authorisationId: string; now: Date }): Promise<boolean> {
  const flow = await getScaFlow(input.authorisationId);
  if (!isSandbox || !flow || !sparedKinds.includes(flow.kind) || flow.scaStatus !== 'RECEIVED' || !flow.psuIdHint) return false;
  const customerId = await findCustomerIdByPsuId({ tppId: flow.tppId, psuId: flow.psuIdHint });
  const session = await findTppSession({ tppId: flow.tppId, sessionId: flow.tppSessionId });
  if (!customerId || sessionState(session, customerId, input.now) !== 'active') return false;
  return identifyPsu({ flow, customerId });
}
