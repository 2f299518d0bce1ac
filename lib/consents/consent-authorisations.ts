import type { ScaStatus } from '@/lib/generated/prisma/enums';
import { getConsentOrThrow, type GetConsentOrThrowInput } from '@/lib/consents/get-consent-or-throw';
import { currentScaStatus } from '@/lib/sca/current-sca-status';
import { listAuthorisationIds } from '@/lib/sca/list-authorisation-ids';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

/** Berlin Group GET /v1/consents/{consentId}/authorisations: the ids of the consent's SCA processes. */
export async function listConsentAuthorisationIds(input: GetConsentOrThrowInput): Promise<string[]> {
  const consent = await getConsentOrThrow(input);
  return listAuthorisationIds({ consentId: consent.id, tppId: input.tppId });
}

export type GetConsentScaStatusInput = {
  tppId: string;
  consentId: string;
  authorisationId: string;
  now: Date;
};

/** Berlin Group GET /v1/consents/{consentId}/authorisations/{authorisationId}: the scaStatus as it stands (D29; presentScaStatus cases it, D20). */
export async function getConsentScaStatus(input: GetConsentScaStatusInput): Promise<ScaStatus> {
  const consent = await getConsentOrThrow(input);
  const scaStatus = await currentScaStatus(
    { id: input.authorisationId, consentId: consent.id, tppId: input.tppId },
    input.now,
  );
  if (!scaStatus) {
    throw new Xs2aError('RESOURCE_UNKNOWN', {
      path: 'authorisationId',
      text: `The consent has no authorisation ${input.authorisationId.slice(0, 60)}.`,
    });
  }
  return scaStatus;
}
