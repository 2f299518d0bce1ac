import { listCorporateAgreements } from '@/lib/psu/corporate-agreements';
import { scaStep, type ScaFlow } from '@/lib/sca/sca-flow';

/**
 * D29: the signed-in PSU who has a choice to make (at least one company to act for) may open the context picker again
 * until the approval, by the "Change" link or the browser's Back. A PSU with no company to act for is Private and has
 * nothing to change; after the approval the context is fixed. At the context step itself the picker is always shown.
 */
export async function canChangeContext(flow: ScaFlow): Promise<boolean> {
  const step = scaStep(flow);
  if (step === 'context') return true;
  if (step !== 'decision' || !flow.customerId) return false;
  return (
    (await listCorporateAgreements({ tppId: flow.tppId, customerId: flow.customerId, kind: flow.kind })).length > 0
  );
}
