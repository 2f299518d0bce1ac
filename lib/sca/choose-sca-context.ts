import { db } from '@/lib/db';
import { listCorporateAgreements } from '@/lib/psu/corporate-agreements';
import { scaStep, type ScaFlow } from '@/lib/sca/sca-flow';

export type ContextOutcome =
  { kind: 'chosen' } | { kind: 'retry'; error: 'choose-context' | 'choose-company' } | { kind: 'out-of-step' };

export type ChooseScaContextInput = { flow: ScaFlow; context: string | null; agreementId: string | null };

/**
 * D29: the context picker (spec 10), checked against the PSU's own agreements, never the form's word. The PSU may choose
 * again until the approval; the update is tied to the SCA's current status.
 */
export async function chooseScaContext(input: ChooseScaContextInput): Promise<ContextOutcome> {
  const { flow } = input;
  const step = scaStep(flow);
  if ((step !== 'context' && step !== 'decision') || !flow.customerId) return { kind: 'out-of-step' };
  if (input.context !== 'PRIVATE' && input.context !== 'CORPORATE') return { kind: 'retry', error: 'choose-context' };
  let agreementId: string | null = null;
  if (input.context === 'CORPORATE') {
    const agreements = await listCorporateAgreements({
      tppId: flow.tppId,
      customerId: flow.customerId,
      kind: flow.kind,
    });
    const chosen =
      agreements.length === 1
        ? agreements[0]
        : agreements.find((agreement) => agreement.agreementId === input.agreementId);
    if (!chosen) return { kind: 'retry', error: 'choose-company' };
    agreementId = chosen.agreementId;
  }
  const updated = await db.authorisation.updateMany({
    where: { id: flow.authorisationId, scaStatus: flow.scaStatus, customerId: flow.customerId },
    data: { context: input.context, agreementId },
  });
  return updated.count === 1 ? { kind: 'chosen' } : { kind: 'out-of-step' };
}
