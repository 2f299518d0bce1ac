import { isSandbox } from '@/lib/env';
import type { AuthorisationKind } from '@/lib/generated/prisma/enums';
import { findCustomerIdByPsuId } from '@/lib/psu/psu-pseudonym';
import { signedInCustomerOfBrowser } from '@/lib/psu/sessions/signed-in-browser';
import { identifyPsu } from '@/lib/sca/identify-psu';
import { getScaFlow } from '@/lib/sca/sca-flow';
import { signInRefusal } from '@/lib/sca/sign-in-refusal';
import { findTppSession } from '@/lib/tpp-sessions/find-tpp-session';
import { sessionState } from '@/lib/tpp-sessions/session-rules';

/** The SCAs an active TPP session spares the sign-in of (spec "TPP session rules"; the approval is the linked factor). */
const sparedKinds: AuthorisationKind[] = ['PAYMENT', 'SIGNING_BASKET', 'CONSENT'];

export type SkipSignInInTppSessionInput = { authorisationId: string; cookieHeader: string | null; now: Date };

/**
 * D17: in the sandbox, an SCA of a spared kind skips the sign-in when its TPP-Session-ID is active for the PSU its
 * PSU-ID names and the link is opened in the browser where that PSU signed in (signedInCustomerOfBrowser). True if so.
 */
export async function skipSignInInTppSession(input: SkipSignInInTppSessionInput): Promise<boolean> {
  const flow = await getScaFlow(input.authorisationId);
  if (!isSandbox || !flow || !sparedKinds.includes(flow.kind) || flow.scaStatus !== 'RECEIVED' || !flow.psuIdHint)
    return false;
  const customerId = await findCustomerIdByPsuId({ tppId: flow.tppId, psuId: flow.psuIdHint });
  if (
    !customerId ||
    (await signedInCustomerOfBrowser({ cookieHeader: input.cookieHeader, tppId: flow.tppId, now: input.now })) !==
      customerId
  )
    return false;
  const session = await findTppSession({ tppId: flow.tppId, sessionId: flow.tppSessionId });
  if (sessionState(session, customerId, input.now) !== 'active') return false;
  // The sign-in's own rules still hold: a basket is signed only by the PSU its payments were initiated for (D25). A
  // PSU-ID names a person, never a company.
  if (await signInRefusal(flow, { id: customerId, customerType: 'PRIVATE' })) return false;
  return identifyPsu({ flow, customerId });
}
