import { isSandbox } from '@/lib/env';
import type { AuthorisationKind } from '@/lib/generated/prisma/enums';
import { findCustomerIdByPsuId } from '@/lib/psu/psu-pseudonym';
import { signedInCustomerOfBrowser } from '@/lib/psu/sessions/signed-in-browser';
import { identifyPsu } from '@/lib/sca/identify-psu';
import { getScaFlow } from '@/lib/sca/sca-flow';
import { signInRefusal } from '@/lib/sca/sign-in-refusal';
import { findTppSession } from '@/lib/tpp-sessions/find-tpp-session';
import { sessionState } from '@/lib/tpp-sessions/session-rules';

/**
 * The SCAs an active TPP session spares the sign-in of (spec "TPP session rules": within the hour of an SCA no new SCA
 * is prompted, except where dynamic linking needs it): a payment (single SCA in the PISP-only journey, release 1.17.1;
 * its approval, bound to amount and payee, is the dynamically linked factor, D23) and a consent (D17: the PSU still
 * chooses the accounts and approves; a new context or a consent the TPP deleted needs no second sign-in), and a
 * signing basket, whose page links the approval to every payment in it as a payment's does (D25).
 */
const sparedKinds: AuthorisationKind[] = ['PAYMENT', 'SIGNING_BASKET', 'CONSENT'];

/**
 * An SCA of a spared kind whose TPP-Session-ID is ACTIVE for this TPP and whose PSU-ID names that session's PSU skips
 * the sign-in, when the link is opened in the browser in which that PSU signed in at SCA within the hour
 * (signedInCustomerOfBrowser): the PSU goes straight to the context picker or the approval page. Anything else signs in
 * as usual, and so does a link opened in any other browser: the TPP holds the session id and the link, never the PSU's
 * sign-in. Production always signs in at the bank's identity provider (D32), whose own session spares the PSU a second
 * login there. True when the sign-in was skipped.
 */
export async function skipSignInInTppSession(input: { authorisationId: string; cookieHeader: string | null; now: Date }): Promise<boolean> {
  const flow = await getScaFlow(input.authorisationId);
  if (!isSandbox || !flow || !sparedKinds.includes(flow.kind) || flow.scaStatus !== 'RECEIVED' || !flow.psuIdHint) return false;
  const customerId = await findCustomerIdByPsuId({ tppId: flow.tppId, psuId: flow.psuIdHint });
  if (!customerId || (await signedInCustomerOfBrowser({ cookieHeader: input.cookieHeader, tppId: flow.tppId, now: input.now })) !== customerId) return false;
  const session = await findTppSession({ tppId: flow.tppId, sessionId: flow.tppSessionId });
  if (sessionState(session, customerId, input.now) !== 'active') return false;
  // The sign-in's own rules still hold: a basket is signed only by the PSU its payments were initiated for (D25). A
  // PSU-ID names a person, never a company.
  if (await signInRefusal(flow, { id: customerId, customerType: 'PRIVATE' })) return false;
  return identifyPsu({ flow, customerId });
}
