// GET /v1/consents/{consentId}/status – the consentStatus
import { consentPathSchema } from '@/lib/consents/consent-path-schema';
import { getConsentOrThrow } from '@/lib/consents/get-consent-or-throw';
import { parseInput } from '@/lib/xs2a/parse-input';
import { withXs2a } from '@/lib/xs2a/with-xs2a';
import { otherMethods } from '@/lib/xs2a/other-methods';

export const GET = withXs2a<{ consentId: string }>(
  async ({ tpp, params, now }) => {
    const { consentId } = parseInput(consentPathSchema, params);
    const consent = await getConsentOrThrow({ tppId: tpp.id, consentId, now });
    return { status: 200, body: { consentStatus: consent.status } };
  },
  { operation: 'getConsentStatus', roles: ['PSP_AI'] },
);

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
