import { listCorporateAgreements } from '@/lib/psu/corporate-agreements';
import type { ScaFlow } from '@/lib/sca/sca-flow';

/** The company a PSU acting as CORPORATE acts for (spec 10), for the decision page's heading; null when private. */
export async function actingCompanyName(
  flow: Pick<ScaFlow, 'context' | 'customerId' | 'tppId' | 'kind' | 'agreementId'>,
): Promise<string | null> {
  if (flow.context !== 'CORPORATE' || !flow.customerId) return null;
  const agreements = await listCorporateAgreements({ tppId: flow.tppId, customerId: flow.customerId, kind: flow.kind });
  return agreements.find((agreement) => agreement.agreementId === flow.agreementId)?.companyName ?? null;
}
