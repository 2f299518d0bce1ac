import type { ParsedCertificate } from './certificate';
import { failed, passed, quote } from './diagnosis-report';
import type { CheckResult } from './diagnosis-types';
import { parseDistinguishedName } from './distinguished-name';
import { createLruCache } from './lru-cache';
import { distinguishedNamesMatch, parseKeyId, serialNumbersMatch } from './key-id';
import { decodeEncodedWord, EncodedWordError } from './rfc2047';
import { parseSignatureHeader, type SignatureParts } from './signature-header';
import { toSignatureAlgorithm, type SignatureAlgorithm } from './verify-signature';

// The Signature header steps of diagnoseSignature: present, unwrapped (D5), parsed, algorithm, keyId (D5).

export function checkSignaturePresent(headers: Headers): CheckResult<string> {
  const value = headers.get('signature');
  if (value === null || value.trim() === '') {
    return failed('SIGNATURE_MISSING', 'The Signature header is missing; every request must be signed.');
  }
  return passed(value, 'The Signature header is present.');
}

export function checkEncodedWord(value: string): CheckResult<string> {
  try {
    const decoded = decodeEncodedWord(value);
    if (!decoded.wasEncoded)
      return passed(decoded.value, 'The Signature header is not RFC 2047 encoded; it is used as sent.');
    const detail = `Unwrapped an RFC 2047 ${decoded.encoding}-encoded word (charset ${decoded.charset}).`;
    return passed(decoded.value, detail, [decoded.value]);
  } catch (error) {
    if (!(error instanceof EncodedWordError)) throw error;
    return failed('SIGNATURE_INVALID', `The Signature header is not a valid RFC 2047 encoded word: ${error.message}.`);
  }
}

export function checkSignatureParts(value: string): CheckResult<SignatureParts> {
  const parsed = parseSignatureHeader(value);
  if (!parsed.ok) {
    const where = parsed.error.part === 'syntax' ? 'The Signature header' : `The Signature ${parsed.error.part} part`;
    return failed('SIGNATURE_INVALID', `${where} is malformed: ${parsed.error.message}.`);
  }
  const { parts } = parsed;
  const headersNote = parts.hasHeadersPart ? '' : ' (no headers part: only date, the draft-cavage default)';
  const signed = quote(parts.headers.join(' '));
  return passed(
    parts,
    `keyId ${quote(parts.keyId)}, algorithm ${quote(parts.algorithm)}, headers ${signed}${headersNote}.`,
  );
}

export function checkAlgorithm(parts: SignatureParts, certificate: ParsedCertificate): CheckResult<SignatureAlgorithm> {
  const algorithm = toSignatureAlgorithm(parts.algorithm);
  if (!algorithm) {
    return failed(
      'SIGNATURE_INVALID',
      `The Signature algorithm part ${quote(parts.algorithm, 40)} is not supported; use rsa-sha256 or rsa-sha512.`,
      { expected: 'rsa-sha256 or rsa-sha512', given: parts.algorithm },
    );
  }
  // The certificate-validity step has already refused any key that is not RSA of at least 2048 bits (D19).
  const bits = certificate.publicKey.asymmetricKeyDetails?.modulusLength;
  return passed(algorithm, `${algorithm} with the certificate's ${bits ?? 'RSA'}-bit RSA key.`);
}

// D31: the same keyId comes with every request signed by one certificate; its verdict is kept, per keyId and certificate.
const keyIdVerdicts = createLruCache<string, CheckResult<true>>(1000);

export function checkKeyId(parts: SignatureParts, certificate: ParsedCertificate): CheckResult<true> {
  const key = `${certificate.fingerprint} ${parts.keyId}`;
  const known = keyIdVerdicts.get(key);
  if (known) return known;
  const verdict = Object.freeze(judgeKeyId(parts, certificate));
  // An ordinary keyId is well under 1 KiB; a longer one is judged each time rather than kept.
  if (parts.keyId.length <= 1024) keyIdVerdicts.set(key, verdict);
  return verdict;
}

function judgeKeyId(parts: SignatureParts, certificate: ParsedCertificate): CheckResult<true> {
  const parsed = parseKeyId(parts.keyId);
  if (!parsed.ok)
    return failed('SIGNATURE_INVALID', `The Signature keyId ${quote(parts.keyId)} is malformed: ${parsed.reason}.`);
  const { serialNumber, issuer } = parsed.keyId;
  if (!serialNumbersMatch(serialNumber, certificate.serialNumber)) {
    return failed(
      'SIGNATURE_INVALID',
      `The Signature keyId serial SN=${quote(serialNumber, 80)} does not match the TPP-Signature-Certificate ` +
        `serial ${certificate.serialNumber}.`,
      { expected: certificate.serialNumber, given: serialNumber },
    );
  }
  const issuerName = parseDistinguishedName(issuer);
  if (!issuerName.ok) {
    return failed(
      'SIGNATURE_INVALID',
      `The Signature keyId CA ${quote(issuer)} is not a distinguished name: ${issuerName.reason}.`,
      { expected: certificate.issuerDn, given: issuer },
    );
  }
  if (!distinguishedNamesMatch(issuer, certificate.issuerDn)) {
    return failed(
      'SIGNATURE_INVALID',
      `The Signature keyId CA ${quote(issuer)} does not name the TPP-Signature-Certificate issuer ` +
        `${quote(certificate.issuerDn, 200)}.`,
      { expected: certificate.issuerDn, given: issuer },
    );
  }
  return passed(
    true,
    `keyId names the certificate: serial ${certificate.serialNumber}, issuer ${certificate.issuerDn}.`,
  );
}
