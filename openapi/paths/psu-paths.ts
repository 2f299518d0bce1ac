import { ref } from '@/openapi/components/json-schema';
import { agreementListExample, userExample } from '@/openapi/examples/account-information-examples';
import { operation } from './operation';

// The bank's own operations about the PSU (D1): the corporate agreements and the identification of PISP-only TPPs.
const tag = 'PSU';

export const psuPaths = {
  '/v1/agreements': {
    get: operation({
      tag,
      roles: ['PSP_AI', 'PSP_PI'],
      operationId: 'listAgreements',
      summary: "List the PSU's corporate agreements",
      description:
        'Every corporate agreement in which the PSU has REGISTER and VIEW, with the psuCorporateId to send in PSU-Corporate-ID (spec "SCA redirect flow" 8, D15), for account information and payments alike. Needs a PSU-ID the bank gave this TPP, else 401 with scaRedirect: to a consent in a corporate context for a TPP with PSP_AI, otherwise to the SCA that only identifies the PSU (as GET /v1/user).',
      moreErrors: { 401: 'ScaRequired' },
      withoutErrors: [404],
      success: {
        status: 200,
        description: 'The agreements.',
        schema: ref('AgreementList'),
        example: agreementListExample,
      },
    }),
  },
  '/v1/user': {
    get: operation({
      tag,
      roles: ['PSP_PI', 'PSP_AI'],
      operationId: 'getUser',
      summary: 'Identify the PSU',
      description:
        'The SCA flow for PISP-only TPPs (spec "Other operations"). While a TPP session holds (the TPP-Session-ID with an SCA in the last hour, or without one an active session of the PSU-ID\'s PSU) the answer is the PSU-ID; otherwise 401 with scaRedirect to an SCA that only identifies the PSU (CONSENT_EXPIRED when the session ran out). TPP-Redirect-URI is required for that link.',
      moreErrors: { 401: 'IdentificationRequired' },
      withoutErrors: [404],
      success: { status: 200, description: 'The PSU-ID.', schema: ref('User'), example: userExample },
    }),
  },
};
