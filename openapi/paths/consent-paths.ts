import { ref } from '@/openapi/components/json-schema';
import {
  authorisationIdsExample,
  consentCreatedExample,
  consentInformationExample,
  consentStatusExample,
} from '@/openapi/examples/account-information-examples';
import { authorisationIdsAnswer, scaStatusAnswer } from './authorisation-answers';
import { operation } from './operation';

// D17: bank-offered consent. The TPP asks for nothing; the PSU picks the accounts during SCA.
const tag = 'Consents';
const roles = ['PSP_AI' as const];
const consentId = {
  name: 'consentId',
  description:
    "consentId of the 201 answer. An unknown id and another TPP's consent are the same 403 CONSENT_UNKNOWN (D1).",
};
const authorisationId = {
  name: 'authorisationId',
  description: 'An authorisationId of the consent (the last segment of _links.scaStatus).',
};
const byId = { roles, pathParameters: [consentId], moreErrors: { 403: 'ConsentUnknown' }, withoutErrors: [404] };

const created = {
  status: 201 as const,
  description:
    'The consent, received; the PSU grants it at scaRedirect and returns to TPP-Redirect-URI with psu-id (and psu-corporate-id) in the query (spec "SCA redirect flow" 4).',
  schema: ref('ConsentsResponse201'),
  example: consentCreatedExample,
};
const createDescription =
  "Bank-offered consent (D8): no body is needed and any body is ignored. TPP-Redirect-URI is required. PSU-ID and PSU-Corporate-ID, when sent, ask for a consent in that PSU's context; PSU-Context (PRIVATE or CORPORATE) may preselect the context. The consent is held per TPP, PSU and context; a newer grant ends the older one as expired (D17). A repeated X-Request-ID answers the same consent with a fresh link to the same, still unused SCA, or without scaRedirect once the PSU opened it (D5, D17).";

export const consentPaths = {
  '/v1/bank-offered-consents': {
    post: operation({
      tag,
      roles,
      operationId: 'createBankOfferedConsent',
      summary: 'Create a bank-offered consent',
      description: createDescription,
      requiredHeaders: ['TppRedirectUri'],
      withoutErrors: [404],
      success: { ...created, headers: ['Location', 'AspspScaApproach'] },
    }),
  },
  '/v1/consents': {
    post: {
      ...operation({
        tag,
        roles,
        operationId: 'createConsent',
        summary: 'Create a consent (deprecated alias)',
        description: `Deprecated since 5 February 2024 (spec "Versioning"): use POST /v1/bank-offered-consents, which this behaves exactly like; the answer adds Deprecation and Link headers (D8). In the sandbox of a TPP that tries its removal ("Try it now" on the portal's Readiness page, D11) it is 404 RESOURCE_UNKNOWN naming the successor. ${createDescription}`,
        requiredHeaders: ['TppRedirectUri'],
        success: { ...created, headers: ['Location', 'AspspScaApproach', 'Deprecation', 'Link'] },
      }),
      deprecated: true,
    },
  },
  '/v1/consents/{consentId}': {
    get: operation({
      tag,
      ...byId,
      operationId: 'getConsentInformation',
      summary: 'Read a consent',
      description:
        'Its status and, once the PSU granted it, the accounts (by IBAN) and card accounts (by masked PAN) the PSU chose, each for account details, balances and transactions. A valid consent past validUntil reads as expired.',
      success: {
        status: 200,
        description: 'The consent.',
        schema: ref('ConsentInformationResponse200'),
        example: consentInformationExample,
      },
    }),
    delete: operation({
      tag,
      ...byId,
      moreErrors: { 403: 'ConsentUnknown', 409: 'Conflict' },
      operationId: 'deleteConsent',
      summary: 'Delete a consent',
      description:
        'The TPP ends its consent: terminatedByTpp, and an SCA still open for it fails. Repeating the DELETE is harmless; a consent that already ended otherwise (rejected, revokedByPsu, expired) is 409 STATUS_INVALID.',
      success: { status: 204, description: 'Terminated.' },
    }),
  },
  '/v1/consents/{consentId}/status': {
    get: operation({
      tag,
      ...byId,
      operationId: 'getConsentStatus',
      summary: 'Read the status of a consent',
      description: 'The consentStatus alone.',
      success: {
        status: 200,
        description: 'The status.',
        schema: ref('ConsentStatusResponse200'),
        example: consentStatusExample,
      },
    }),
  },
  '/v1/consents/{consentId}/authorisations': {
    get: operation({
      tag,
      ...byId,
      operationId: 'getConsentAuthorisations',
      summary: "List a consent's SCA processes",
      description: 'The ids of its SCA processes, oldest first.',
      success: authorisationIdsAnswer(authorisationIdsExample),
    }),
  },
  '/v1/consents/{consentId}/authorisations/{authorisationId}': {
    get: operation({
      tag,
      roles,
      operationId: 'getConsentScaStatus',
      summary: 'Read the scaStatus of a consent SCA process',
      description:
        'Berlin Group casing unless x-accept-fix asks for upper case (D20). An authorisationId the consent does not have is 404 RESOURCE_UNKNOWN.',
      pathParameters: [consentId, authorisationId],
      moreErrors: { 403: 'ConsentUnknown' },
      success: scaStatusAnswer,
    }),
  },
};
