import { parseCertificate, type ParsedCertificate } from './certificate';
import { certificateUsageProblem, describeCertificateUsage } from './certificate-usage';
import { certificateWeakness } from './certificate-weakness';
import { failed, passed } from './diagnosis-report';
import type { CheckResult } from './diagnosis-types';

// The certificate steps of diagnoseSignature. Chain, revocation and register checks belong to the caller (D4).

export function checkCertificateHeader(headers: Headers): CheckResult<ParsedCertificate> {
  const value = headers.get('tpp-signature-certificate');
  if (value === null || value.trim() === '') {
    const text = 'The TPP-Signature-Certificate header is missing; send the signing certificate as base64 DER.';
    return failed('CERTIFICATE_MISSING', text);
  }
  const parsed = parseCertificate(value);
  if (!parsed.ok)
    return failed('CERTIFICATE_INVALID', `The TPP-Signature-Certificate header cannot be read: ${parsed.reason}.`);
  const { certificate } = parsed;
  return passed(
    certificate,
    `Certificate serial ${certificate.serialNumber}, subject ${certificate.subjectDn}, issuer ${certificate.issuerDn}, ` +
      `SHA-256 fingerprint ${certificate.fingerprint}.`,
  );
}

/** Valid now, and strong enough to sign requests (D19): an RSA key of at least 2048 bits, signed with SHA-256 or better. */
export function checkCertificateValidity(certificate: ParsedCertificate, now: Date): CheckResult<true> {
  const { notBefore, notAfter } = certificate;
  if (now < notBefore) {
    return failed(
      'CERTIFICATE_INVALID',
      `The TPP-Signature-Certificate is not valid before ${notBefore.toISOString()}.`,
      {
        expected: `at or after ${notBefore.toISOString()}`,
        given: now.toISOString(),
      },
    );
  }
  if (now > notAfter) {
    return failed('CERTIFICATE_EXPIRED', `The TPP-Signature-Certificate expired at ${notAfter.toISOString()}.`, {
      expected: `at or before ${notAfter.toISOString()}`,
      given: now.toISOString(),
    });
  }
  const weakness = certificateWeakness(certificate, 'request-signing');
  if (weakness) return failed('CERTIFICATE_INVALID', `The TPP-Signature-Certificate ${weakness}.`);
  const bits = certificate.publicKey.asymmetricKeyDetails?.modulusLength;
  return passed(
    true,
    `Valid from ${notBefore.toISOString()} to ${notAfter.toISOString()}; ${bits}-bit RSA key, issuer signature ${certificate.signatureAlgorithmOid}.`,
  );
}

/**
 * Made for signing requests (D19): not a CA, not a website certificate (QWAC) or a person's signature certificate, and
 * a keyUsage, if any, that allows signatures. Compares what the parse read; nothing is parsed here.
 */
export function checkCertificateUsage(certificate: ParsedCertificate): CheckResult<true> {
  const problem = certificateUsageProblem(certificate.usage);
  if (problem) return failed('CERTIFICATE_INVALID', `The TPP-Signature-Certificate ${problem}.`);
  return passed(true, describeCertificateUsage(certificate.usage));
}
