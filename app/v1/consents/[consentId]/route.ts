// GET /v1/consents/{consentId} – the consent and the accounts the PSU chose; DELETE – the TPP ends it (terminatedByTpp)
import { consentInformation } from '@/lib/consents/consent-information';
import { consentPathSchema } from '@/lib/consents/consent-path-schema';
import { getConsentOrThrow } from '@/lib/consents/get-consent-or-throw';
import { terminateConsent } from '@/lib/consents/terminate-consent';
import { parseInput } from '@/lib/xs2a/parse-input';
import { withXs2a } from '@/lib/xs2a/with-xs2a';
import { otherMethods } from '@/lib/xs2a/other-methods';

export const GET = withXs2a<{ consentId: string }>(
  async ({ tpp, params, now }) => {
    const { consentId } = parseInput(consentPathSchema, params);
    return { status: 200, body: await consentInformation(await getConsentOrThrow({ tppId: tpp.id, consentId, now })) };
  },
  { operation: 'getConsentInformation', roles: ['PSP_AI'] },
);

export const DELETE = withXs2a<{ consentId: string }>(
  async ({ tpp, params, now }) => {
    const { consentId } = parseInput(consentPathSchema, params);
    await terminateConsent({ tppId: tpp.id, consentId, now });
    return { status: 204 };
  },
  { operation: 'deleteConsent', roles: ['PSP_AI'] },
);

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { POST, PUT, PATCH } = otherMethods(['DELETE', 'GET']);
