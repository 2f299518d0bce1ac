import { paymentProducts } from '@/lib/payments/payment-products';
import { ref } from '@/openapi/components/json-schema';
import {
  bulkPaymentExample,
  paymentAuthorisationExample,
  paymentAuthorisationIdsExample,
  paymentCreatedExample,
  paymentInformationExample,
  paymentStatusExample,
  periodicPaymentExample,
  singlePaymentExample,
} from '@/openapi/examples/payment-examples';
import { authorisationIdsAnswer, scaStatusAnswer, startedAuthorisationAnswer } from './authorisation-answers';
import { operation } from './operation';

// D22: payment initiation, Berlin Group 1.3.11 paths with the bank's exceptions.
const tag = 'Payment initiation';
const roles = ['PSP_PI' as const];
const service = {
  name: 'payment-service',
  description: 'payments, periodic-payments or bulk-payments (D9). Any other segment is 404 RESOURCE_UNKNOWN.',
};
const product = {
  name: 'payment-product',
  description: `${paymentProducts.join(', ')}; domestic-norway-credit-transfers is an alias of norwegian-domestic-credit-transfers (D9). Another product is 404 PRODUCT_UNKNOWN.`,
};
const paymentId = {
  name: 'paymentId',
  description:
    "paymentId of the 201 answer. Another TPP's payment, or one initiated under another service or product, is 404 (D4).",
};
const authorisationId = { name: 'authorisationId', description: 'An authorisationId of the payment.' };
const paymentPath = [service, product, paymentId];

export const paymentPaths = {
  '/v1/{payment-service}/{payment-product}': {
    post: operation({
      tag,
      operationId: 'initiatePayment',
      summary: 'Initiate a payment',
      description:
        "Role PSP_PI; TPP-Redirect-URI required. The body is PaymentInitiationRequest, PeriodicPaymentInitiationRequest or BulkPaymentInitiationRequest as the service says. Beyond the schemas: instructedAmount.amount is a string or number above 0 with at most the currency's decimals; SEPA products are in EUR to an IBAN and Norwegian domestic ones in NOK to a Norwegian account; names, addresses and remittance texts are not blank; iban and bban pass their checksums; requestedExecutionDate and startDate lie from the bank's date (Europe/Oslo) to one year ahead and endDate at most ten years ahead (else EXECUTION_DATE_INVALID, D11); endDate is after startDate; dayOfExecution only with a month-based frequency (not Daily, Weekly or EveryTwoWeeks); a periodic payment needs at least one payment date between startDate and endDate (else EXECUTION_DATE_INVALID on endDate); monthsOfExecution only with MonthlyVariable, each month once; a bulk holds 1 to 1000 payments in one currency; for SEPA and cross-border products creditorAgent and creditorAddress with townName and country are required since the structured-address date, and creditorAddress.city is refused since it was replaced by townName. debtorAccount may be left out (the PSU chooses at SCA); with a PSU-ID this TPP knows, it must be an account that PSU may pay from, held in the payment's currency; debtorAccount.currency, when given, is the payment's currency. Answers RCVD with the fee of the product's fee table (transactionFees and transactionFeeIndicator: 0.00 for Norwegian domestic, straks and SEPA payments, the price list's for cross-border ones), self, status and startAuthorisation; unless TPP-Explicit-Authorisation-Preferred is true, also the SCA it started: the PSU's scaRedirect and scaStatus. A client may follow either scaRedirect or startAuthorisation: the POST takes the unopened SCA over, so exactly one SCA completes the payment (D22). A repeated X-Request-ID answers the same payment with a fresh link (D5).",
      pathParameters: [service, product],
      roles,
      requiredHeaders: ['TppRedirectUri'],
      requestSchema: {
        anyOf: [
          ref('PaymentInitiationRequest'),
          ref('PeriodicPaymentInitiationRequest'),
          ref('BulkPaymentInitiationRequest'),
        ],
      },
      requestExamples: {
        payments: singlePaymentExample,
        'periodic-payments': periodicPaymentExample,
        'bulk-payments': bulkPaymentExample,
      },
      success: {
        status: 201,
        description:
          'The payment, received; the PSU approves it at scaRedirect, or at the one a POST to startAuthorisation answers.',
        schema: ref('PaymentInitiationResponse'),
        example: paymentCreatedExample,
        headers: ['Location', 'AspspScaApproach'],
      },
    }),
  },
  '/v1/{payment-service}/{payment-product}/{paymentId}': {
    get: operation({
      tag,
      roles,
      operationId: 'getPaymentInformation',
      summary: 'Read a payment',
      description: 'Answered in every status, before approval too, with the fees as at initiation.',
      pathParameters: paymentPath,
      success: {
        status: 200,
        description: 'The payment.',
        schema: ref('PaymentInformation'),
        example: paymentInformationExample,
      },
    }),
    delete: operation({
      tag,
      roles,
      operationId: 'cancelPayment',
      summary: 'Cancel a payment',
      description:
        "RCVD and PATC become CANC. PDNG and later cannot be deleted: an approved payment, an instant one for a later day included, is the bank's to execute.",
      pathParameters: paymentPath,
      moreErrors: { 405: 'PaymentNotCancellable' },
      success: { status: 204, description: 'Cancelled.' },
    }),
  },
  '/v1/{payment-service}/{payment-product}/{paymentId}/status': {
    get: operation({
      tag,
      roles,
      operationId: 'getPaymentInitiationStatus',
      summary: 'Read the status of a payment',
      description:
        'fundsAvailable once the funds were checked: false with ACCP, a rejection for lack of funds. See PaymentStatus for the lifecycle.',
      pathParameters: paymentPath,
      success: { status: 200, description: 'The status.', schema: ref('PaymentStatus'), example: paymentStatusExample },
    }),
  },
  '/v1/{payment-service}/{payment-product}/{paymentId}/authorisations': {
    post: operation({
      tag,
      roles,
      requiredHeaders: ['TppRedirectUri'],
      operationId: 'startPaymentAuthorisation',
      summary: 'Start a new SCA for a payment',
      description:
        "The initiation answer's startAuthorisation. For a payment still RCVD, for example after its link expired or when it was initiated with TPP-Explicit-Authorisation-Preferred: true, or PATC for its second approver; TPP-Redirect-URI required. Send no body (then no Content-Type and no Digest, D5); any body is ignored (SCA is always REDIRECT). While the payment has an SCA nobody has opened (the one its initiation started), that SCA is taken over: same authorisationId, a new scaRedirect with a new 15-minute lifetime and this request's TPP-Redirect-URI, TPP-Session-ID and PSU headers, and the earlier link no longer works; otherwise a new SCA starts (D22). A RCVD payment in a signing basket is authorised with its basket: 409 STATUS_INVALID until the basket is deleted.",
      pathParameters: paymentPath,
      moreErrors: { 409: 'PaymentStatusConflict' },
      success: startedAuthorisationAnswer(paymentAuthorisationExample),
    }),
    get: operation({
      tag,
      roles,
      operationId: 'getPaymentInitiationAuthorisation',
      summary: "List a payment's SCA processes",
      description: 'Oldest first.',
      pathParameters: paymentPath,
      success: authorisationIdsAnswer(paymentAuthorisationIdsExample),
    }),
  },
  '/v1/{payment-service}/{payment-product}/{paymentId}/authorisations/{authorisationId}': {
    get: operation({
      tag,
      roles,
      operationId: 'getPaymentInitiationScaStatus',
      summary: 'Read the scaStatus of an SCA process',
      description: 'Berlin Group casing unless x-accept-fix asks for upper case (D20).',
      pathParameters: [...paymentPath, authorisationId],
      success: scaStatusAnswer,
    }),
  },
};
