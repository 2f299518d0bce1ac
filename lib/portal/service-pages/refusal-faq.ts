/**
 * D27: the refusals /support explains, commonest first: the code, its HTTP status and a text the API really answers
 * with (English, as the API writes it; `…` stands for the parts that vary).
 */
export const refusalFaq = [
  {
    code: 'FORMAT_ERROR',
    status: 400,
    apiText:
      'The Date header is missing; send the current time as an RFC 7231 date, e.g. Sun, 06 Nov 1994 08:49:37 GMT.',
  },
  {
    code: 'SIGNATURE_INVALID',
    status: 400,
    apiText: 'The signature does not verify: wrong key, or a signed header or the target was altered.',
  },
  {
    code: 'TIMESTAMP_INVALID',
    status: 400,
    apiText: 'The Date header "…" is 75 s behind the server clock (…); at most 60 s is allowed.',
  },
  {
    code: 'CERTIFICATE_INVALID',
    status: 401,
    apiText: 'The certificate has no PSD2 QCStatement (ETSI TS 119 495): it is not a PSD2 eIDAS certificate.',
  },
  {
    code: 'CERTIFICATE_EXPIRED',
    status: 401,
    apiText: 'The TPP-Signature-Certificate expired at ….',
  },
  {
    code: 'CERTIFICATE_REVOKED',
    status: 401,
    apiText:
      'The certificate was revoked by its TPP in the developer portal. Sign with another certificate of the TPP.',
  },
  {
    code: 'CERTIFICATE_BLOCKED',
    status: 401,
    apiText: 'The TPP register lists … as withdrawn',
  },
  {
    code: 'CONSENT_EXPIRED',
    status: 401,
    apiText: 'The consent has expired: the PSU must renew it at the bank.',
  },
  {
    code: 'CONSENT_UNKNOWN',
    status: 403,
    apiText: 'There is no consent … for this TPP.',
  },
  {
    code: 'ACCESS_EXCEEDED',
    status: 429,
    apiText:
      'Without the PSU present, balances of account … may be read at most 4 times in 24 hours. Send PSU-IP-Address when the PSU is present.',
  },
] as const;

export type RefusalCode = (typeof refusalFaq)[number]['code'];
