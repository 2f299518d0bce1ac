import type { ParsedCertificate } from './certificate';

/** The checks of diagnoseSignature, in the order they run. */
export const stepNames = [
  /** TPP-Signature-Certificate is present and is an X.509 certificate. */
  'certificate',
  /** The certificate is valid now (notBefore..notAfter) and strong enough: RSA of at least 2048 bits, SHA-256 or better (D19). */
  'certificate-validity',
  /** D19: the certificate is made for signing: not a CA or website certificate, a keyUsage that allows signatures. */
  'certificate-usage',
  /** A Signature header is present. */
  'signature-header',
  /** D5: an RFC 2047 encoded-word wrapper, if any, is removed. */
  'encoded-word',
  /** keyId, algorithm, headers and signature parts are well formed. */
  'signature-parts',
  /** The algorithm is rsa-sha256 or rsa-sha512. */
  'algorithm',
  /** D5: keyId names the certificate's serial and issuer. */
  'key-id',
  /** D5: the headers part covers every header that must be signed. */
  'signed-headers',
  /** D5: Digest matches the exact body bytes. */
  'digest',
  /** D5: Date is present, parseable and within the clock skew. */
  'date',
  /** The signing string is rebuilt from the request. */
  'signing-string',
  /** The signature verifies with the certificate's public key. */
  'signature',
] as const;

export type StepName = (typeof stepNames)[number];

/** Berlin Group codes a signature check can fail with (D2: all are 400). */
export type SignatureErrorCode =
  /** No TPP-Signature-Certificate header. */
  | 'CERTIFICATE_MISSING'
  /** The certificate cannot be parsed, is not valid yet, is too weak or is not made for signing (D19). */
  | 'CERTIFICATE_INVALID'
  /** The certificate's notAfter has passed. */
  | 'CERTIFICATE_EXPIRED'
  /** No Signature header. */
  | 'SIGNATURE_MISSING'
  /** The Signature header is malformed, does not match the certificate, leaves a header unsigned, or does not verify. */
  | 'SIGNATURE_INVALID'
  /** The Digest or Date header is missing, malformed or wrong. */
  | 'FORMAT_ERROR'
  /** The Date header is further from the server clock than allowed. */
  | 'TIMESTAMP_INVALID';

export type DiagnosisStep = {
  step: StepName;
  outcome: 'passed' | 'failed' | 'skipped';
  detail: string;
  /** For example the signing string, line by line. */
  lines?: string[];
  expected?: string;
  given?: string;
};

export type SignatureFailure = {
  step: StepName;
  code: SignatureErrorCode;
  status: 400;
  /** Plain English for tppMessages[].text (D2: at most 500 characters); names the header or part at fault. */
  text: string;
};

export type SignatureDiagnosis = {
  isValid: boolean;
  steps: DiagnosisStep[];
  failure?: SignatureFailure;
  certificate?: ParsedCertificate;
  signingString?: string;
};

export type SignedRequest = {
  method: string;
  /** Path and query exactly as received. */
  target: string;
  headers: Headers;
  /** The raw body; null or empty when the request has none. */
  body: Uint8Array | null;
};

export type DiagnosisOptions = { now: Date; clockSkewSeconds: number };

/** What one check returns: a value for the later checks when it passed, or why it failed. */
export type CheckResult<Value> =
  | { passed: true; value: Value; detail: string; lines?: string[] }
  | { passed: false; code: SignatureErrorCode; text: string; lines?: string[]; expected?: string; given?: string };
