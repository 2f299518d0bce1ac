import type { ScaStatus } from '@/lib/generated/prisma/enums';
import { getConsentOrThrow, type GetConsentOrThrowInput } from '@/lib/consents/get-consent-or-throw';
import { getScaStatusOrThrow } from '@/lib/sca/get-sca-status-or-throw';
import { listAuthorisationIds } from '@/lib/sca/list-authorisation-ids';

/** Berlin Group GET /v1/consents/{consentId}/authorisations: the ids of the consent's SCA processes. */
export async function listConsentAuthorisationIds(input: GetConsentOrThrowInput): Promise<string[]> {
  const consent = await getConsentOrThrow(input);
  return listAuthorisationIds({ consentId: consent.id, tppId: input.tppId });
}

export type GetConsentScaStatusInput = GetConsentOrThrowInput & { authorisationId: string };

/** Berlin Group GET /v1/consents/{consentId}/authorisations/{authorisationId}: the scaStatus as it stands (D29; presentScaStatus cases it, D20). */
export async function getConsentScaStatus(input: GetConsentScaStatusInput): Promise<ScaStatus> {
  const consent = await getConsentOrThrow(input);
  return getScaStatusOrThrow({
    where: { id: input.authorisationId, consentId: consent.id, tppId: input.tppId },
    resource: 'consent',
    now: input.now,
  });
}
