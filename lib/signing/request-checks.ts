import { checkDigest } from './digest';
import { failed, passed, quote } from './diagnosis-report';
import type { CheckResult, DiagnosisOptions, SignedRequest } from './diagnosis-types';
import { isWithinSkew, parseHttpDate } from './http-date';
import type { SignatureParts } from './signature-header';

// The request steps of diagnoseSignature: which headers must be signed, Digest and Date (all D5).

const signedWhenSent = ['psu-id', 'psu-corporate-id', 'tpp-redirect-uri'];
const dateExample = 'Sun, 06 Nov 1994 08:49:37 GMT';

function hasBody(request: SignedRequest): boolean {
  return request.body !== null && request.body.length > 0;
}

/** D5: date and x-request-id always, digest with a body, and psu-id, psu-corporate-id, tpp-redirect-uri when sent. */
export function checkSignedHeaders(parts: SignatureParts, request: SignedRequest): CheckResult<true> {
  const required = [
    'date',
    'x-request-id',
    ...(hasBody(request) ? ['digest'] : []),
    ...signedWhenSent.filter((name) => request.headers.has(name)),
  ];
  const unsigned = required.filter((name) => !parts.headers.includes(name));
  if (unsigned.length > 0) {
    return failed(
      'SIGNATURE_INVALID',
      `The Signature headers part does not sign ${unsigned.join(', ')}. Sign date and x-request-id, ` +
        'digest when there is a body, and psu-id, psu-corporate-id and tpp-redirect-uri when sent.',
      { expected: required.join(' '), given: parts.headers.join(' ') },
    );
  }
  return passed(true, `Signed: ${parts.headers.join(' ')}. Required: ${required.join(' ')}.`);
}

export function checkRequestDigest(request: SignedRequest): CheckResult<true> {
  const header = request.headers.get('digest');
  const body = request.body ?? new Uint8Array();
  // D5: a request without a body needs no Digest. One sent anyway is still checked: it must describe the empty body.
  if (body.length === 0 && (header === null || header.trim() === '')) {
    return passed(true, 'The request has no body, so it needs no Digest.');
  }
  const result = checkDigest(header, body);
  if (result.ok) return passed(true, `The ${result.algorithm} digest matches the ${body.length} body bytes.`);
  const given = quote(header ?? '');
  switch (result.reason) {
    case 'missing':
      return failed(
        'FORMAT_ERROR',
        'The request has a body but no Digest header; send SHA-256=<base64 of the exact body bytes>.',
      );
    case 'malformed':
      return failed(
        'FORMAT_ERROR',
        `The Digest header ${given} is malformed; expected SHA-256=<base64> or SHA-512=<base64>.`,
      );
    case 'unsupported-algorithm':
      return failed('FORMAT_ERROR', `The Digest header ${given} has no SHA-256 or SHA-512 digest.`);
    case 'mismatch':
      return failed(
        'FORMAT_ERROR',
        `The Digest header does not match the body: the body's digest is ${result.expected}, the header has ${given}.`,
        { expected: result.expected, given: result.given },
      );
  }
}

export function checkDate(request: SignedRequest, { now, clockSkewSeconds }: DiagnosisOptions): CheckResult<true> {
  const value = request.headers.get('date');
  if (value === null || value.trim() === '') {
    return failed(
      'FORMAT_ERROR',
      `The Date header is missing; send the current time as an RFC 7231 date, e.g. ${dateExample}.`,
    );
  }
  const date = parseHttpDate(value);
  if (!date)
    return failed('FORMAT_ERROR', `The Date header ${quote(value, 60)} is not an RFC 7231 date, e.g. ${dateExample}.`);
  if (!isWithinSkew(date, now, clockSkewSeconds)) {
    const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
    const direction = seconds > 0 ? 'ahead of' : 'behind';
    // Berlin Group TIMESTAMP_INVALID: "timestamp not in accepted time period" (spec "Limits": 60 s).
    return failed(
      'TIMESTAMP_INVALID',
      `The Date header ${quote(value, 60)} is ${Math.abs(seconds)} s ${direction} the server clock ` +
        `(${now.toUTCString()}); at most ${clockSkewSeconds} s is allowed.`,
      { expected: now.toUTCString(), given: value },
    );
  }
  return passed(
    true,
    `Date ${date.toUTCString()} is within ${clockSkewSeconds} s of the server clock ${now.toUTCString()}.`,
  );
}
