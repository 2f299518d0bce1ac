import { db } from '@/lib/db';
import { listCorporateAgreements } from '@/lib/psu/corporate-agreements';
import { scaStep, type ScaFlow } from '@/lib/sca/sca-flow';

export type ContextOutcome = { kind: 'chosen' } | { kind: 'retry'; error: 'choose-context' | 'choose-company' } | { kind: 'out-of-step' };

/**
 * The context picker (spec 10): Private, or Corporate in one of the agreements the PSU may act for. The agreement is
 * checked against the PSU's own list, never taken from the form on trust. D29: the PSU may come back to the picker and
 * choose again until the approval; the update is tied to the SCA's current status, so it cannot land after the SCA
 * moved on, and an approval tied to the earlier choice no longer finalises (finaliseSca) nor matches its code
 * (contextApprovalKey).
 */
export async function chooseScaContext(input: { flow: ScaFlow; context: string | null; agreementId: string | null }): Promise<ContextOutcome> {
  const { flow } = input;
  const step = scaStep(flow);
  if ((step !== 'context' && step !== 'decision') || !flow.customerId) return { kind: 'out-of-step' };
  if (input.context !== 'PRIVATE' && input.context !== 'CORPORATE') return { kind: 'retry', error: 'choose-context' };
  let agreementId: string | null = null;
  if (input.context === 'CORPORATE') {
    const agreements = await listCorporateAgreements({ tppId: flow.tppId, customerId: flow.customerId, kind: flow.kind });
    const chosen = agreements.length === 1 ? agreements[0] : agreements.find((agreement) => agreement.agreementId === input.agreementId);
    if (!chosen) return { kind: 'retry', error: 'choose-company' };
    agreementId = chosen.agreementId;
  }
  const updated = await db.authorisation.updateMany({
    where: { id: flow.authorisationId, scaStatus: flow.scaStatus, customerId: flow.customerId },
    data: { context: input.context, agreementId },
  });
  return updated.count === 1 ? { kind: 'chosen' } : { kind: 'out-of-step' };
}
