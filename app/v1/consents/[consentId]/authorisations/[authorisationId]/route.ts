// GET /v1/consents/{consentId}/authorisations/{authorisationId} – the scaStatus of one SCA process (casing per D20)
import { getConsentScaStatus } from '@/lib/consents/consent-authorisations';
import { presentScaStatus } from '@/lib/sca/present-sca-status';
import { consentAuthorisationPathSchema } from '@/lib/consents/consent-path-schema';
import { parseInput } from '@/lib/xs2a/parse-input';
import { withXs2a } from '@/lib/xs2a/with-xs2a';
import { otherMethods } from '@/lib/xs2a/other-methods';

export const GET = withXs2a<{ consentId: string; authorisationId: string }>(
  async ({ tpp, params, acceptFixes, now }) => {
    const path = parseInput(consentAuthorisationPathSchema, params);
    return {
      status: 200,
      body: { scaStatus: presentScaStatus(await getConsentScaStatus({ tppId: tpp.id, ...path, now }), acceptFixes) },
    };
  },
  { operation: 'getConsentScaStatus', roles: ['PSP_AI'] },
);

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
