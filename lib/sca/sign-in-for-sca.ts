import { isSandbox } from '@/lib/env';
import { findPsuCustomer } from '@/lib/psu/find-psu-customer';
import { normaliseNationalIdentityNumber } from '@/lib/psu/national-identity-number';
import { releaseSignIn } from '@/lib/psu/sign-in-throttle/release-sign-in';
import { reserveSignIn, type SignInThrottleReason } from '@/lib/psu/sign-in-throttle/reserve-sign-in';
import { identifyPsu } from '@/lib/sca/identify-psu';
import { isOrganisationNumber } from '@/lib/sca/is-organisation-number';
import { recordFailedSignIn, releaseSignInAttempt, reserveSignInAttemptFor } from '@/lib/sca/record-failed-sign-in';
import type { ScaFlow } from '@/lib/sca/sca-flow';
import { maxFailedSignIns } from '@/lib/sca/sca-failure';
import { signInRefusal, type SignInError } from '@/lib/sca/sign-in-refusal';
import { createHmac } from 'node:crypto';

export type SignInOutcome =
  | { kind: 'signed-in' }
  | { kind: 'retry'; error: SignInError; attemptsLeft: number }
  | { kind: 'failed' }
  | { kind: 'out-of-step' }
  /** D19: the number is locked, or its address must wait longer than is held; nothing was checked or counted. */
  | { kind: 'throttled'; retryAt: Date; reason: SignInThrottleReason };

export type SignInForScaInput = {
  flow: ScaFlow;
  nationalIdentityNumber: string;
  sessionKey: Buffer;
  clientAddress: string;
  now: Date;
};

/**
 * D29: the sandbox's simplified sign-in at SCA (spec 6), one of this TPP's sandbox customers' national identity numbers,
 * throttled first (the sign-in throttle); success identifies the PSU (identifyPsu). `sessionKey` keys the repeat check.
 */
export async function signInForSca(input: SignInForScaInput): Promise<SignInOutcome> {
  const { flow } = input;
  if (flow.scaStatus !== 'RECEIVED' || flow.customerId) return { kind: 'out-of-step' };
  const attemptsLeft = maxFailedSignIns - flow.failedAttempts;
  // Checked before the throttle: a 9-digit number is no person's and looks nothing up.
  if (isOrganisationNumber(input.nationalIdentityNumber)) return { kind: 'retry', error: 'company', attemptsLeft };
  const customerNumber = normaliseNationalIdentityNumber(input.nationalIdentityNumber);
  const throttle = await reserveSignIn({
    clientAddress: input.clientAddress,
    customerNumber,
    sandboxWorld: flow.tppOrganizationIdentifier,
    now: input.now,
  });
  if (throttle.kind === 'throttled') return throttle;
  const { reservation } = throttle;
  if (!customerNumber) {
    await releaseSignIn({ reservation, isSignedIn: false });
    return { kind: 'retry', error: 'format', attemptsLeft };
  }
  const attempt = await reserveSignInAttemptFor({
    authorisationId: flow.authorisationId,
    numberCode: signInNumberCode(input.sessionKey, customerNumber),
    now: input.now,
  });
  if (attempt === 'none-left') {
    return recordFailedSignIn({
      authorisationId: flow.authorisationId,
      consentId: flow.consentId,
      paymentId: flow.paymentId,
      basketId: flow.basketId,
      now: input.now,
    }).then(() => ({ kind: 'failed' as const }));
  }
  // A repeat took no attempt of the process's; it gives back the throttle's reservation too.
  const isRepeat = attempt === 'repeat';
  const giveBack = async (isSignedIn: boolean) => {
    if (!isRepeat) await releaseSignInAttempt(flow.authorisationId);
    await releaseSignIn({ reservation, isSignedIn });
  };
  // The national identity number alone is the sandbox's mocked SCA (spec 6). Production signs the PSU in at the bank's
  // identity provider instead (D32, lib/psu/oidc): there a typed number identifies nobody, so this form fails closed.
  const customer = isSandbox ? await findPsuCustomer({ tppId: flow.tppId, customerNumber }) : null;
  if (customer?.customerType === 'CORPORATE') {
    await giveBack(false);
    return { kind: 'retry', error: 'company', attemptsLeft };
  }
  const error = await signInRefusal(flow, customer);
  if (error || !customer) {
    if (isRepeat) await releaseSignIn({ reservation, isSignedIn: false });
    const failed = await recordFailedSignIn({
      authorisationId: flow.authorisationId,
      consentId: flow.consentId,
      paymentId: flow.paymentId,
      basketId: flow.basketId,
      now: input.now,
    });
    return failed.kind === 'failed'
      ? failed
      : { kind: 'retry', error: error ?? 'unknown', attemptsLeft: failed.attemptsLeft };
  }
  await giveBack(true);

  return (await identifyPsu({ flow, customerId: customer.id })) ? { kind: 'signed-in' } : { kind: 'out-of-step' };
}

/**
 * D29: what the SCA keeps of the number its last sign-in attempt tried, to know the same number sent again at once: an HMAC
 * under the PSU's session key, so that the database holds nothing from which a national identity number can be found.
 */
function signInNumberCode(sessionKey: Buffer, customerNumber: string): string {
  return createHmac('sha256', createHmac('sha256', sessionKey).update('sca-sign-in-number').digest())
    .update(customerNumber)
    .digest('base64url');
}
