// POST /v1/bank-offered-consents – a bank-offered consent: 201 with scaRedirect; the body is ignored (D8)
import { consentCreatedResult } from '@/lib/consents/consent-links';
import { createConsent } from '@/lib/consents/create-consent';
import { withXs2a } from '@/lib/xs2a/with-xs2a';
import { restoreScaLink } from '@/lib/sca/reissue-sca-link';
import { otherMethods } from '@/lib/xs2a/other-methods';

export const POST = withXs2a(
  async ({ tpp, psu, now, replayCopy }) =>
    // D37: the response kept for replays is written with the consent, one statement for both.
    replayCopy.resultOf((alsoWrite) => createConsent({ tppId: tpp.id, psu, now, alsoWrite }), consentCreatedResult),
  { operation: 'createBankOfferedConsent', roles: ['PSP_AI'], restoreReplay: restoreScaLink },
);

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { GET, PUT, PATCH, DELETE } = otherMethods(['POST']);
