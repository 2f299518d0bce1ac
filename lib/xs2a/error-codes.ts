/**
 * Berlin Group tppMessages codes this service answers with, and their HTTP status (D2: from the Berlin Group file,
 * with the spec's overrides: signature and KID errors are 400, a missing corporate id is 400).
 */
export const errorStatuses = {
  /** A header, parameter or body field is malformed (D12: also a character the bank cannot carry). */
  FORMAT_ERROR: 400,
  /** Parameters contradict each other. */
  PARAMETER_NOT_CONSISTENT: 400,
  /** A parameter this service does not support. */
  PARAMETER_NOT_SUPPORTED: 400,
  /** The service is not reachable for this TPP or with this method. */
  SERVICE_INVALID: 400,
  /** The Date header is outside the accepted window. */
  TIMESTAMP_INVALID: 400,
  /** A date range is invalid. */
  PERIOD_INVALID: 400,
  /** A signing basket holds a bulk or periodic payment (spec, D2). */
  REFERENCE_MIX_INVALID: 400,
  /** Requested execution date is not possible. */
  EXECUTION_DATE_INVALID: 400,
  /** The payment cannot be executed. */
  PAYMENT_FAILED: 400,
  /** TPP-Signature-Certificate is missing (D14: 400). */
  CERTIFICATE_MISSING: 400,
  /** The certificate cannot be used: unparseable (400), not yet valid or untrusted (401). */
  CERTIFICATE_INVALID: 401,
  /** The certificate has expired. */
  CERTIFICATE_EXPIRED: 401,
  /** The certificate is blocked by the bank. */
  CERTIFICATE_BLOCKED: 401,
  /** D4: the certificate is on the revocation list. */
  CERTIFICATE_REVOKED: 401,
  /** D2: the Signature header is missing. */
  SIGNATURE_MISSING: 400,
  /** D2: the Signature header is malformed or does not verify. */
  SIGNATURE_INVALID: 400,
  /** D2: a corporate PSU without PSU-Corporate-ID. */
  CORPORATE_ID_INVALID: 400,
  /** D3: the certificate has no PSD2 role for this service. */
  ROLE_INVALID: 401,
  /** D2: SCA is needed; the body carries _links.scaRedirect. */
  CONSENT_INVALID: 401,
  /** D2: the consent or TPP session ran out; the body carries _links.scaRedirect. */
  CONSENT_EXPIRED: 401,
  /** D28: a developer portal route without a portal session. */
  TOKEN_INVALID: 401,
  /** The PSU's credentials are wrong. */
  PSU_CREDENTIALS_INVALID: 401,
  /** D2: the PSU revoked the consent at the bank. */
  CONSENT_UNKNOWN: 403,
  /** The account or service is blocked. */
  SERVICE_BLOCKED: 403,
  /** The payment product is not offered for this account. */
  PRODUCT_INVALID: 403,
  /** The resource does not exist for this TPP (never a leak of another TPP's data). */
  RESOURCE_UNKNOWN: 404,
  /** The payment product does not exist. */
  PRODUCT_UNKNOWN: 404,
  /** The resource has expired. */
  RESOURCE_EXPIRED: 403,
  /** The payment cannot be cancelled. */
  CANCELLATION_INVALID: 405,
  /** D2: the Accept header asks for a format other than JSON. */
  REQUESTED_FORMATS_INVALID: 406,
  /** The resource is not in a state that allows this. */
  STATUS_INVALID: 409,
  /** D2: a rate limit (spec "Limits") is reached. */
  ACCESS_EXCEEDED: 429,
  /** D2: an unexpected failure (500) or an unavailable dependency (503); the body never carries internals. */
  INTERNAL_SERVER_ERROR: 500,
} as const;

export type ErrorCode = keyof typeof errorStatuses;
