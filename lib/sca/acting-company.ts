import { listCorporateAgreements } from '@/lib/psu/corporate-agreements';
import type { ScaFlow } from '@/lib/sca/sca-flow';

/** The name of the company the PSU acts for in a corporate context (spec 10); null in the private context. */
export async function actingCompany(flow: ScaFlow): Promise<string | null> {
  if (flow.context !== 'CORPORATE' || !flow.customerId) return null;
  const agreements = await listCorporateAgreements({ tppId: flow.tppId, customerId: flow.customerId, kind: flow.kind });
  return agreements.find((agreement) => agreement.agreementId === flow.agreementId)?.companyName ?? null;
}
