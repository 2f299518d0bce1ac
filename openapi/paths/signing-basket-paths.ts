import { ref } from '@/openapi/components/json-schema';
import {
  basketAuthorisationExample,
  basketCreatedExample,
  basketExample,
  basketRequestExample,
  basketStatusExample,
  paymentAuthorisationIdsExample,
} from '@/openapi/examples/payment-examples';
import { authorisationIdsAnswer, scaStatusAnswer, startedAuthorisationAnswer } from './authorisation-answers';
import { operation } from './operation';

// D25: signing baskets, Berlin Group 1.3.11 paths; several single payments approved with one SCA.
const tag = 'Signing baskets';
const roles = ['PSP_PI' as const];
const basketId = { name: 'basketId', description: "basketId of the 201 answer. Another TPP's basket is 404 (D4)." };
const authorisationId = { name: 'authorisationId', description: 'An authorisationId of the basket.' };

export const signingBasketPaths = {
  '/v1/signing-baskets': {
    post: operation({
      tag,
      roles,
      operationId: 'createSigningBasket',
      summary: 'Create a signing basket',
      description:
        'Role PSP_PI; TPP-Redirect-URI required. 1 to 100 single payments (spec "Limits"); a periodic or bulk payment is 400 REFERENCE_MIX_INVALID, an unknown or another TPP\'s payment 404, a payment no longer RCVD or already in a basket 409 STATUS_INVALID, payments initiated for two PSUs (PSU-ID) or payments naming no debtorAccount in two currencies (the PSU chooses one account for them) 400 FORMAT_ERROR, each naming the payment in path; a PSU-ID naming another PSU than the one the payments were initiated for is 400 FORMAT_ERROR on PSU-ID; consentIds is refused (D25). Answers RCVD with startAuthorisation and, unless TPP-Explicit-Authorisation-Preferred is true, the SCA it started: the PSU\'s scaRedirect and scaStatus (D22).',
      requiredHeaders: ['TppRedirectUri'],
      requestSchema: 'SigningBasketRequest',
      requestExample: basketRequestExample,
      moreErrors: { 409: 'BasketConflict' },
      success: {
        status: 201,
        description:
          'The basket, received; the PSU approves its payments at scaRedirect, or at the one a POST to startAuthorisation answers.',
        schema: ref('SigningBasketCreated'),
        example: basketCreatedExample,
        headers: ['Location', 'AspspScaApproach'],
      },
    }),
  },
  '/v1/signing-baskets/{basketId}': {
    get: operation({
      tag,
      roles,
      operationId: 'getSigningBasket',
      summary: 'Read a signing basket',
      description: 'Its payments and its status, the worst case of theirs (D25).',
      pathParameters: [basketId],
      success: { status: 200, description: 'The basket.', schema: ref('SigningBasket'), example: basketExample },
    }),
    delete: operation({
      tag,
      roles,
      operationId: 'deleteSigningBasket',
      summary: 'Delete a signing basket',
      description:
        'Only before authorisation: the basket becomes CANC, its payments are freed (still RCVD) and an open SCA fails. Once a payment was approved, cancel the payments one by one.',
      pathParameters: [basketId],
      moreErrors: { 409: 'BasketNotCancellable' },
      success: { status: 204, description: 'Cancelled.' },
    }),
  },
  '/v1/signing-baskets/{basketId}/status': {
    get: operation({
      tag,
      roles,
      operationId: 'getSigningBasketStatus',
      summary: 'Read the status of a signing basket',
      description: "The worst case of its payments (D25); read each payment's own status at its status link.",
      pathParameters: [basketId],
      success: {
        status: 200,
        description: 'The status.',
        schema: ref('SigningBasketStatus'),
        example: basketStatusExample,
      },
    }),
  },
  '/v1/signing-baskets/{basketId}/authorisations': {
    post: operation({
      tag,
      roles,
      requiredHeaders: ['XAcceptFix', 'TppSessionId', 'TppRedirectUri', 'PsuId', 'PsuIpAddress'],
      operationId: 'startSigningBasketAuthorisation',
      summary: 'Start a new SCA for a signing basket',
      description:
        'Required headers (spec "Start signing basket authorisation"): x-accept-fix containing amount-as-string, TPP-Session-ID, TPP-Redirect-URI, PSU-ID (UUID) and PSU-IP-Address; PSU-Device-ID (UUID), PSU-Geo-Location (GEO:lat,long), PSU-HTTP-Method (GET, POST, PUT, PATCH or DELETE) and TPP-Redirect-Preferred (true or false) are checked when sent; each is 400 FORMAT_ERROR naming the header, and so is a PSU-ID naming another PSU than the one the payments were initiated for. Send no body (then no Content-Type and no Digest, D5); any body is ignored. While the SCA the basket\'s creation started is unopened, it is taken over (same authorisationId, a new scaRedirect; the creation answer\'s link no longer works), else a new SCA starts (D22).',
      pathParameters: [basketId],
      moreErrors: { 409: 'BasketConflict' },
      success: startedAuthorisationAnswer(basketAuthorisationExample),
    }),
    get: operation({
      tag,
      roles,
      operationId: 'getSigningBasketAuthorisation',
      summary: "List a signing basket's SCA processes",
      description: 'Oldest first.',
      pathParameters: [basketId],
      success: authorisationIdsAnswer(paymentAuthorisationIdsExample),
    }),
  },
  '/v1/signing-baskets/{basketId}/authorisations/{authorisationId}': {
    get: operation({
      tag,
      roles,
      operationId: 'getSigningBasketScaStatus',
      summary: 'Read the scaStatus of a basket SCA process',
      description: 'Berlin Group casing unless x-accept-fix asks for upper case (D20).',
      pathParameters: [basketId, authorisationId],
      success: scaStatusAnswer,
    }),
  },
};
