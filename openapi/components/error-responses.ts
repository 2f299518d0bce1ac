import type { ErrorCode } from '@/lib/xs2a/error-codes';
import type { JsonSchema } from './json-schema';

/** D2: `{"tppMessages":[{"category","code","path","text"}]}`, Content-Type application/json. */
export const errorSchema: JsonSchema = {
  type: 'object',
  description:
    'Berlin Group error body (D2). `path` names the field, header or query parameter at fault, e.g. `balances[0].balanceAmount.currency`.',
  properties: {
    tppMessages: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        properties: {
          category: { type: 'string', enum: ['ERROR', 'WARNING'] },
          code: { type: 'string', example: 'FORMAT_ERROR' },
          path: { type: 'string' },
          text: { type: 'string', maxLength: 500 },
        },
        required: ['category', 'code'],
        additionalProperties: false,
      },
    },
    _links: { type: 'object' },
  },
  required: ['tppMessages'],
  additionalProperties: false,
};

type Message = { code: ErrorCode; path?: string; text: string };

/**
 * A Berlin Group error response whose example's tppMessages carry only `codes`, the ones the service answers with at
 * this status (D2). It echoes X-Request-ID when the request carried one and says Content-Language: en.
 */
function error(
  description: string,
  codes: ErrorCode[],
  message: Message,
  extra: Record<string, unknown> = {},
  headers: Record<string, unknown> = {},
): JsonSchema {
  const example = { tppMessages: [{ category: 'ERROR', ...message }], ...extra };
  const schema = {
    allOf: [
      { $ref: '#/components/schemas/Error' },
      {
        type: 'object',
        properties: {
          tppMessages: {
            type: 'array',
            items: { type: 'object', properties: { code: { type: 'string', enum: codes } } },
          },
        },
      },
    ],
  };
  return {
    description,
    headers: {
      'X-Request-ID': { $ref: '#/components/headers/XRequestId' },
      'Content-Language': { $ref: '#/components/headers/ContentLanguage' },
      ...headers,
    },
    content: { 'application/json': { schema, example } },
  };
}

// D14: what the certificate and role checks of every operation answer with 401.
const certificateRefusals: ErrorCode[] = [
  'CERTIFICATE_INVALID',
  'CERTIFICATE_EXPIRED',
  'CERTIFICATE_REVOKED',
  'CERTIFICATE_BLOCKED',
  'ROLE_INVALID',
];
const scaNeeded: ErrorCode[] = ['CONSENT_INVALID', 'CONSENT_EXPIRED', ...certificateRefusals];

const scaRedirect = {
  scaRedirect: {
    href: 'https://xs2a.nordbank.example/sca/3q2-7wEAAAB0b2tlbi1ub3QtcmVhbC1qdXN0LWFuLWV4YW1wbGU',
    verbs: ['GET'],
  },
};

export const errorResponses: Record<string, JsonSchema> = {
  BadRequest: error(
    "FORMAT_ERROR: a header, query parameter or body field is missing, malformed, unknown, outside its rule (dates in the future, checksums, lengths, enums, the bank's character set) or refers to data the sandbox does not have, or TPP-Redirect-URI is missing where the PSU may need SCA; `path` names it. PARAMETER_NOT_CONSISTENT: fromDate after toDate (sandbox lists); PERIOD_INVALID: dateFrom after dateTo, or either more than a year ahead (account reports). CORPORATE_ID_INVALID: a PSU who only granted corporate access called without PSU-Corporate-ID (D20). REFERENCE_MIX_INVALID: a bulk or periodic payment in a signing basket. EXECUTION_DATE_INVALID: a payment date before the bank's date or beyond its horizon (one year ahead, ten for a standing order's endDate). SIGNATURE_MISSING, SIGNATURE_INVALID, CERTIFICATE_MISSING, CERTIFICATE_INVALID (a TPP-Signature-Certificate that cannot be read), TIMESTAMP_INVALID: the request is not signed as \"Signing every request\" in the introduction asks.",
    [
      'FORMAT_ERROR',
      'PARAMETER_NOT_CONSISTENT',
      'PERIOD_INVALID',
      'CORPORATE_ID_INVALID',
      'REFERENCE_MIX_INVALID',
      'EXECUTION_DATE_INVALID',
      'SIGNATURE_MISSING',
      'SIGNATURE_INVALID',
      'CERTIFICATE_MISSING',
      'CERTIFICATE_INVALID',
      'TIMESTAMP_INVALID',
    ],
    { code: 'FORMAT_ERROR', path: 'X-Request-ID', text: 'X-Request-ID must be a UUID.' },
  ),
  Unauthorized: error(
    'CERTIFICATE_INVALID, CERTIFICATE_EXPIRED, CERTIFICATE_REVOKED, CERTIFICATE_BLOCKED (production: the TPP register lists the TPP as withdrawn or suspended, D35) or ROLE_INVALID (D3, D4).',
    certificateRefusals,
    { code: 'ROLE_INVALID', text: 'The certificate has no PSD2 role for this service: it needs PSP_AI.' },
  ),
  ScaRequired: error(
    'The PSU must authenticate (D2, D20): CONSENT_INVALID (no PSU-ID, an unknown PSU-ID or PSU-Corporate-ID, no consent for the context, a consent the TPP deleted, a TPP-Session-ID without SCA) or CONSENT_EXPIRED (the consent, its 90-day SCA or the TPP session ran out), with `_links.scaRedirect` to a new consent for the context addressed. Also the certificate refusals of every operation (CERTIFICATE_*, ROLE_INVALID), without a link.',
    scaNeeded,
    { code: 'CONSENT_INVALID', text: 'No PSU-ID: the PSU must authenticate and give consent at the bank first.' },
    { _links: scaRedirect },
  ),
  IdentificationRequired: error(
    'CONSENT_INVALID or CONSENT_EXPIRED with `_links.scaRedirect` to an SCA that only identifies the PSU (no accounts are shared); also the certificate refusals of every operation.',
    scaNeeded,
    { code: 'CONSENT_INVALID', text: 'The PSU has not authenticated with this TPP within the last hour.' },
    { _links: scaRedirect },
  ),
  ConsentRevoked: error(
    'CONSENT_UNKNOWN: the PSU revoked the consent at the bank ("My consents"); a new consent is needed (D2, D20).',
    ['CONSENT_UNKNOWN'],
    { code: 'CONSENT_UNKNOWN', text: 'The PSU revoked this consent at the bank.' },
  ),
  ConsentUnknown: error(
    "CONSENT_UNKNOWN: this TPP has no consent with that id; another TPP's consent answers the same (D1).",
    ['CONSENT_UNKNOWN'],
    { code: 'CONSENT_UNKNOWN', path: 'consentId', text: 'There is no consent Q2s8nF0aYV3bT1uJx9LmWg for this TPP.' },
  ),
  AccessExceeded: error(
    'ACCESS_EXCEEDED: without the PSU present (no PSU-IP-Address), at most 4 calls per TPP, account and service in 24 hours (spec "Limits", D15, D20); Retry-After says when the next one is allowed. A refused call uses none of the 4.',
    ['ACCESS_EXCEEDED'],
    {
      code: 'ACCESS_EXCEEDED',
      text: "The 4 calls a day without the PSU present are used for this account's balances.",
    },
    {},
    { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } },
  ),
  SandboxFull: error(
    "ACCESS_EXCEEDED: the sandbox already holds the most of this kind one TPP's sandbox may (D16): 1,000 customers, 2,000 accounts, 1,000 card accounts, 1,000 agreements, 1,000 engagements per agreement, 100,000 transactions of accounts and card accounts together. Delete some, or reset the sandbox with POST /v1/sandbox/initialize; no Retry-After, since waiting makes no room.",
    ['ACCESS_EXCEEDED'],
    {
      code: 'ACCESS_EXCEEDED',
      text: 'This sandbox already holds 1,000 customers, the most it may hold. Delete some, or reset it with POST /v1/sandbox/initialize.',
    },
  ),
  NotFound: error(
    "RESOURCE_UNKNOWN: no such resource for this TPP: another TPP's ids, and for account information an account outside the consent, answer the same (D4, D15). In production every /v1/sandbox path answers this. PRODUCT_UNKNOWN: a payment product the bank does not offer.",
    ['RESOURCE_UNKNOWN', 'PRODUCT_UNKNOWN'],
    { code: 'RESOURCE_UNKNOWN', path: 'account-id', text: 'No account with this id is available under the consent.' },
  ),
  NotAcceptable: error(
    'REQUESTED_FORMATS_INVALID: Accept excludes application/json, or Accept-Charset excludes UTF-8 (`path` names the header).',
    ['REQUESTED_FORMATS_INVALID'],
    { code: 'REQUESTED_FORMATS_INVALID', path: 'Accept', text: 'Only application/json is offered.' },
  ),
  Conflict: error(
    'STATUS_INVALID: the resource is not in a status that allows the change, or another request changed it at the same moment.',
    ['STATUS_INVALID'],
    { code: 'STATUS_INVALID', text: 'The consent is already expired and cannot be terminated.' },
  ),
  RepeatStillProcessed: error(
    'STATUS_INVALID: a POST repeating an X-Request-ID whose first request is still being processed waited 5 seconds without its answer (D5); sent again later with the same X-Request-ID, it gets the first response. Operations that list their own 409 answer this too.',
    ['STATUS_INVALID'],
    {
      code: 'STATUS_INVALID',
      path: 'X-Request-ID',
      text: 'The first request with this X-Request-ID is still being processed after 5 s; send it again with the same X-Request-ID to get its response.',
    },
    {},
    { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } },
  ),
  UnsupportedMediaType: error(
    'FORMAT_ERROR: the body is not JSON (XML is not supported), its Content-Type declares a charset other than UTF-8, or it has a Content-Encoding other than identity (bodies are read as sent; the answer carries Accept-Encoding: identity).',
    ['FORMAT_ERROR'],
    { code: 'FORMAT_ERROR', path: 'Content-Type', text: 'The body must be application/json.' },
  ),
  UriTooLong: error(
    'FORMAT_ERROR: the request target (path and query) is longer than 8,192 bytes (RFC 9110 §15.5.15, D18).',
    ['FORMAT_ERROR'],
    { code: 'FORMAT_ERROR', text: 'The request target (path and query) is longer than 8192 bytes.' },
  ),
  HeaderFieldsTooLarge: error(
    'FORMAT_ERROR: the request line and headers together are larger than 16,384 bytes (RFC 6585, D18).',
    ['FORMAT_ERROR'],
    { code: 'FORMAT_ERROR', text: 'The request line and headers are larger than 16384 bytes.' },
  ),
  PayloadTooLarge: error('FORMAT_ERROR: the body is larger than 1,000,000 bytes.', ['FORMAT_ERROR'], {
    code: 'FORMAT_ERROR',
    text: 'The body is larger than 1000000 bytes.',
  }),
  PaymentNotCancellable: error(
    'CANCELLATION_INVALID: the payment is PDNG (approved, waiting for execution) or later, and cannot be deleted (spec "Errors", D22).',
    ['CANCELLATION_INVALID'],
    { code: 'CANCELLATION_INVALID', text: 'The payment is PDNG: approved payments cannot be deleted.' },
  ),
  PaymentStatusConflict: error(
    'STATUS_INVALID: the payment is no longer RCVD, so there is nothing left to authorise.',
    ['STATUS_INVALID'],
    { code: 'STATUS_INVALID', text: 'The payment is PDNG: there is nothing left to authorise.' },
  ),
  BasketConflict: error(
    'STATUS_INVALID: a payment named is no longer RCVD or already in a basket, or the basket was authorised or cancelled already (D25).',
    ['STATUS_INVALID'],
    { code: 'STATUS_INVALID', path: 'paymentIds[0]', text: 'The payment is already in a signing basket.' },
  ),
  BasketNotCancellable: error(
    'STATUS_INVALID: a payment of the basket was approved already, the basket is cancelled, or another request changed it at the same moment (D25).',
    ['STATUS_INVALID'],
    {
      code: 'STATUS_INVALID',
      text: 'The signing basket was authorised: payment lij_QFo83Yyy3vcotyQI4A has status PDNG. Cancel its payments one by one.',
    },
  ),
  Busy: error(
    'INTERNAL_SERVER_ERROR: the bank was too busy to answer in time (its database connections all in use, or a statement over its time limit, D21); nothing was changed. Retry-After says when to send the request again.',
    ['INTERNAL_SERVER_ERROR'],
    {
      code: 'INTERNAL_SERVER_ERROR',
      text: 'The bank is busy and could not answer in time; nothing was changed. Send the request again in a moment.',
    },
    {},
    { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } },
  ),
  CoreUnavailable: error(
    "INTERNAL_SERVER_ERROR: in production, the bank's core could not give the account's current balances or transactions (D34), or the bank was too busy to answer in time (D21); Retry-After says when to try again. The call uses none of the 4 a day without the PSU.",
    ['INTERNAL_SERVER_ERROR'],
    {
      code: 'INTERNAL_SERVER_ERROR',
      text: 'The bank cannot give account information right now; nothing was counted. Send the request again later.',
    },
    {},
    { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } },
  ),
  InternalServerError: error(
    'INTERNAL_SERVER_ERROR: the bank could not process the request; the body carries no internals.',
    ['INTERNAL_SERVER_ERROR'],
    { code: 'INTERNAL_SERVER_ERROR', text: 'The bank could not process the request. Try again later.' },
  ),
};
