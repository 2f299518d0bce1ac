import {
  requireAccountConsent,
  type AccountConsent,
  type RequireAccountConsentInput,
} from '@/lib/consents/require-account-consent';
import type { Xs2aResult } from '@/lib/xs2a/xs2a-response';

export type AnswerAccountReadInput = {
  /** The guard's input: the request's TPP, PSU headers, time and deferred X-Request-ID claim (D31). */
  guard: RequireAccountConsentInput;
  read: (grant: AccountConsent) => Promise<unknown>;
};

/** An account information read (D17): the consent guard, then the read, answered 200 with the consent it accessed. */
export async function answerAccountRead(input: AnswerAccountReadInput): Promise<Xs2aResult> {
  const grant = await requireAccountConsent(input.guard);
  return { status: 200, body: await input.read(grant), accessedConsentId: grant.consent.id };
}
