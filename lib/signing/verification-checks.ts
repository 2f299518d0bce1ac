import type { ParsedCertificate } from './certificate';
import { failed, passed } from './diagnosis-report';
import type { CheckResult, SignedRequest } from './diagnosis-types';
import type { SignatureParts } from './signature-header';
import { buildSigningString } from './signing-string';
import { verifySignature, type SignatureAlgorithm } from './verify-signature';

// The last two steps of diagnoseSignature: rebuild what the client signed, then verify it.

export function checkSigningString(parts: SignatureParts, request: SignedRequest): CheckResult<string> {
  const built = buildSigningString({
    method: request.method,
    target: request.target,
    headerNames: parts.headers,
    getHeader: (name) => request.headers.get(name),
  });
  if (!built.ok) {
    const { missingHeader, lines } = built;
    const text = `The Signature headers part lists ${missingHeader}, but the request has no ${missingHeader} header.`;
    return failed('SIGNATURE_INVALID', text, { lines });
  }
  const detail = `Rebuilt the signing string from ${built.lines.length} signed headers, in the order of the headers part.`;
  return passed(built.signingString, detail, built.lines);
}

export function checkSignatureValue(
  parts: SignatureParts,
  algorithm: SignatureAlgorithm,
  signingString: string,
  certificate: ParsedCertificate,
): CheckResult<true> {
  const isValid = verifySignature({
    signingString,
    signature: parts.signature,
    algorithm,
    publicKey: certificate.publicKey,
  });
  if (!isValid) {
    return failed(
      'SIGNATURE_INVALID',
      'The signature does not verify: wrong key, or a signed header or the target was altered.',
    );
  }
  return passed(true, `The signature verifies with the TPP-Signature-Certificate key (${algorithm}).`);
}
