import { bankDataOwnerId } from '@/lib/tpp/bank-data-owner-id';
import { findPsuCustomer } from '@/lib/psu/find-psu-customer';
import { cancelSca } from '@/lib/sca/cancel-sca';
import { identifyPsu } from '@/lib/sca/identify-psu';
import { recordFailedSignIn, releaseSignInAttempt, reserveSignInAttempt } from '@/lib/sca/record-failed-sign-in';
import { getScaFlow, type ScaFlow } from '@/lib/sca/sca-flow';
import { scaPageUrl, scaStepUrl } from '@/lib/sca/sca-page-url';
import { signInRefusal } from '@/lib/sca/sign-in-refusal';
import type { OidcOutcome } from '@/lib/psu/oidc/finish-oidc-sign-in';

export type SignInForScaWithOidcInput = { flow: ScaFlow; outcome: OidcOutcome; now: Date };

/**
 * D32: the SCA's sign-in after the identity provider, continuing as the sandbox's signInForSca does; access_denied is
 * the PSU's Cancel, and a return that is not this browser's sign-in changes nothing. Answers the page to go to.
 */
export async function signInForScaWithOidc(input: SignInForScaWithOidcInput): Promise<string> {
  const { flow, outcome, now } = input;
  if (flow.scaStatus !== 'RECEIVED' || flow.customerId) return scaStepUrl(flow);
  if (outcome.kind === 'not-ours')
    return scaPageUrl(flow.authorisationId, '/sca/sign-in', { error: 'identity-provider' });
  if (outcome.kind === 'cancelled') {
    await cancelSca({ flow, now });
    return nextPage(flow.authorisationId);
  }
  const failure = {
    authorisationId: flow.authorisationId,
    consentId: flow.consentId,
    paymentId: flow.paymentId,
    basketId: flow.basketId,
    now,
  };
  if (!(await reserveSignInAttempt(flow.authorisationId))) {
    await recordFailedSignIn(failure);
    return nextPage(flow.authorisationId);
  }
  const customer =
    outcome.kind === 'identified'
      ? await findPsuCustomer({ tppId: bankDataOwnerId(flow.tppId), customerNumber: outcome.nationalIdentityNumber })
      : null;
  const refusal = outcome.kind === 'failed' ? 'identity-provider' : await signInRefusal(flow, customer);
  if (refusal || !customer) {
    const failed = await recordFailedSignIn(failure);
    // Nobody typed a number here: an unknown person is told they are not found as a customer.
    const error = !refusal || refusal === 'unknown' ? 'not-customer' : refusal;
    return failed.kind === 'retry'
      ? scaPageUrl(flow.authorisationId, '/sca/sign-in', { error })
      : nextPage(flow.authorisationId);
  }
  await releaseSignInAttempt(flow.authorisationId);
  await identifyPsu({ flow, customerId: customer.id });
  return nextPage(flow.authorisationId);
}

async function nextPage(authorisationId: string): Promise<string> {
  const flow = await getScaFlow(authorisationId);
  return flow ? scaStepUrl(flow) : '/sca/ended?reason=session-expired';
}
