import { listCorporateAgreements } from '@/lib/psu/corporate-agreements';
import type { Messages } from '@/lib/psu/i18n/messages-en';
import type { ScaFlow } from '@/lib/sca/sca-flow';

/** "Acting as: Private" or "Acting for: <company>", for the decision pages (spec 10). */
export async function actingAs(flow: ScaFlow, messages: Messages): Promise<string> {
  if (flow.context !== 'CORPORATE' || !flow.customerId) return messages.consent.actingPrivate;
  const agreements = await listCorporateAgreements({ tppId: flow.tppId, customerId: flow.customerId, kind: flow.kind });
  const company = agreements.find((agreement) => agreement.agreementId === flow.agreementId)?.companyName;
  return company ? messages.consent.actingFor(company) : messages.consent.actingPrivate;
}
