import { consentRequired } from '@/lib/consents/consent-required';
import { listCorporateAgreements } from '@/lib/psu/corporate-agreements';
import { corporateIdFor } from '@/lib/psu/corporate-pseudonym';
import { findCustomerIdByPsuId } from '@/lib/psu/psu-pseudonym';
import { identificationRequired } from '@/lib/sca/identification-required';
import type { TppIdentity } from '@/lib/tpp/resolve-tpp';
import type { PsuHeaders } from '@/lib/xs2a/psu-headers';

/** One corporate agreement the PSU may act for; psuCorporateId is what the TPP sends in PSU-Corporate-ID. */
export type AgreementView = { psuCorporateId: string; name: string };

export type ListPsuAgreementsInput = {
  tpp: TppIdentity;
  psu: PsuHeaders;
  now: Date;
};

/**
 * GET /v1/agreements (D15): the PSU's corporate agreements, for an AISP and a PISP alike; without a PSU-ID the bank
 * gave this TPP, 401 with scaRedirect to a corporate consent (AISP) or an identifying SCA (PISP only).
 */
export async function listPsuAgreements(input: ListPsuAgreementsInput): Promise<{ agreements: AgreementView[] }> {
  const customerId = input.psu.psuId
    ? await findCustomerIdByPsuId({ tppId: input.tpp.id, psuId: input.psu.psuId })
    : null;
  if (!customerId) {
    const scaNeeded = {
      tppId: input.tpp.id,
      psu: input.psu,
      now: input.now,
      code: 'CONSENT_INVALID',
      text: 'Send the PSU-ID the bank gave you after SCA; without it the PSU must authenticate first.',
    } as const;
    throw input.tpp.roles.includes('PSP_AI')
      ? await consentRequired({ ...scaNeeded, requestedContext: 'CORPORATE' })
      : await identificationRequired(scaNeeded);
  }
  const agreements = await listCorporateAgreements({ tppId: input.tpp.id, customerId });
  return {
    agreements: await Promise.all(
      agreements.map(async (agreement) => ({
        psuCorporateId: await corporateIdFor({ tppId: input.tpp.id, agreementId: agreement.agreementId }),
        name: agreement.companyName,
      })),
    ),
  };
}
