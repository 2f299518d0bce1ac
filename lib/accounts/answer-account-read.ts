import {
  requireAccountConsent,
  type AccountConsent,
  type RequireAccountConsentInput,
} from '@/lib/consents/require-account-consent';
import type { Xs2aResult } from '@/lib/xs2a/xs2a-response';
import { runInCoreReadScope } from '@/lib/core-connector/core-read-scope';

export type AnswerAccountReadInput = {
  /** The guard's input: the request's TPP, PSU headers, time and deferred X-Request-ID claim (D31). */
  guard: RequireAccountConsentInput;
  read: (grant: AccountConsent) => Promise<unknown>;
};

/**
 * An account information read (D17): the consent guard, then the read, answered 200 with the consent it accessed. A
 * refresh from the core the read needs carries the request's X-Request-ID (D34).
 */
export async function answerAccountRead(input: AnswerAccountReadInput): Promise<Xs2aResult> {
  const grant = await requireAccountConsent(input.guard);
  const requestId = input.guard.requestIdClaim?.key.requestId;
  const body = await runInCoreReadScope({ requestId }, () => input.read(grant));
  return { status: 200, body, accessedConsentId: grant.consent.id };
}
