// GET /v1/consents/{consentId}/authorisations – the ids of the consent's SCA processes
import { listConsentAuthorisationIds } from '@/lib/consents/consent-authorisations';
import { consentPathSchema } from '@/lib/consents/consent-path-schema';
import { parseInput } from '@/lib/xs2a/parse-input';
import { withXs2a } from '@/lib/xs2a/with-xs2a';
import { otherMethods } from '@/lib/xs2a/other-methods';

export const GET = withXs2a<{ consentId: string }>(
  async ({ tpp, params, now }) => {
    const { consentId } = parseInput(consentPathSchema, params);
    return {
      status: 200,
      body: { authorisationIds: await listConsentAuthorisationIds({ tppId: tpp.id, consentId, now }) },
    };
  },
  { operation: 'getConsentAuthorisations', roles: ['PSP_AI'] },
);

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
