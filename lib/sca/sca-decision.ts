import type { PsuContext } from '@/lib/generated/prisma/enums';
import { scaStep, type ScaFlow } from '@/lib/sca/sca-flow';

/** What an SCA at its decision step decides on: the signed-in PSU, their context and the consent, payment or basket. */
export type ScaDecision = { customerId: string; context: PsuContext; subjectId: string };

type DecidingFlow = Pick<
  ScaFlow,
  'kind' | 'scaStatus' | 'customerId' | 'context' | 'agreementId' | 'consentId' | 'paymentId' | 'basketId'
>;

const subjectOf: Record<'CONSENT' | 'PAYMENT' | 'SIGNING_BASKET', (flow: DecidingFlow) => string | null> = {
  CONSENT: (flow) => flow.consentId,
  PAYMENT: (flow) => flow.paymentId,
  SIGNING_BASKET: (flow) => flow.basketId,
};

/** The decision of an SCA of this kind when the flow is at its decision step with all it needs; else null. */
export function scaDecision(flow: DecidingFlow, kind: keyof typeof subjectOf): ScaDecision | null {
  const subjectId = subjectOf[kind](flow);
  if (flow.kind !== kind || scaStep(flow) !== 'decision' || !flow.customerId || !flow.context || !subjectId)
    return null;
  return { customerId: flow.customerId, context: flow.context, subjectId };
}
