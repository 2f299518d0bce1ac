import { createHash, X509Certificate, type KeyObject } from 'node:crypto';
import { commonNameOid, organizationIdentifierOid, organizationNameOid } from './attribute-types';
import { readCertificateFields } from './certificate-fields';
import { decodeCertificateInput } from './certificate-input';
import { readCertificateUsage, type CertificateUsage } from './certificate-usage-fields';
import { DerError } from './der';
import { formatDistinguishedName, type DistinguishedName } from './distinguished-name';
import { createLruCache } from './lru-cache';
import { readPsd2Statement, type PspRole } from './psd2-statement';
import { qcStatementsOid } from './qc-statements';

// TPP-Signature-Certificate, parsed once per certificate: node:crypto for the X.509 structure and public key, our
// strict DER reader for what it does not expose (D3: organizationIdentifier and the PSD2 roles). Trust is not
// decided here.

export type ParsedCertificate = {
  /** SHA-256 of the DER, upper-case hex without separators. */
  readonly fingerprint: string;
  /** Upper-case hex without leading zeros, as keyId SN is compared (D5). */
  readonly serialNumber: string;
  /** RFC 4514 string, most specific attribute first (the reverse of the certificate's DER order). */
  readonly issuerDn: string;
  readonly subjectDn: string;
  /** D3: subject 2.5.4.97, e.g. PSDNO-FSA-123456; null when absent. */
  readonly organizationIdentifier: string | null;
  readonly organizationName: string | null;
  readonly commonName: string | null;
  /** D3: roles of the PSD2 QCStatement; empty when the certificate has none. */
  readonly roles: readonly PspRole[];
  /** From the PSD2 QCStatement; null when the certificate has none. */
  readonly ncaName: string | null;
  readonly ncaId: string | null;
  readonly notBefore: Date;
  readonly notAfter: Date;
  /** How the issuer signed it, e.g. 1.2.840.113549.1.1.11 (sha256WithRSAEncryption); D19 refuses weak ones. */
  readonly signatureAlgorithmOid: string;
  /** D19: basicConstraints, keyUsage, extendedKeyUsage and QcType, which say whether it is made for signing requests. */
  readonly usage: CertificateUsage;
  readonly publicKey: KeyObject;
  readonly x509: X509Certificate;
  readonly pem: string;
};

export type CertificateResult = { ok: true; certificate: ParsedCertificate } | { ok: false; reason: string };

const cache = createLruCache<string, ParsedCertificate>(1000);
// D31: a TPP sends the same header value with every request, so the value itself finds the parse before any decoding.
// Only values of an ordinary certificate's size are kept, so padded encodings cannot make the cache large.
const byInput = createLruCache<string, ParsedCertificate>(1000);
const maxCachedInputLength = 8 * 1024;

/**
 * Never throws: anything that is not a well-formed X.509 certificate is `{ ok: false, reason }`. Parsed once per
 * SHA-256 fingerprint, and found again by the exact header value; the parse is all that is kept, every check of the
 * certificate (validity, strength, usage, trust) is made for each request, from what the parse read.
 */
export function parseCertificate(input: string): CertificateResult {
  const known = byInput.get(input);
  if (known) return { ok: true, certificate: known };
  const decoded = decodeCertificateInput(input);
  if (!decoded.ok) return decoded;
  const fingerprint = createHash('sha256').update(decoded.der).digest('hex').toUpperCase();
  const cached = cache.get(fingerprint);
  const parsed: CertificateResult = cached ? { ok: true, certificate: cached } : parseDer(decoded.der, fingerprint);
  if (!parsed.ok) return parsed;
  cache.set(fingerprint, parsed.certificate);
  if (input.length <= maxCachedInputLength) byInput.set(input, parsed.certificate);
  return parsed;
}

function parseDer(der: Uint8Array, fingerprint: string): CertificateResult {
  let x509: X509Certificate;
  try {
    x509 = new X509Certificate(der);
  } catch {
    return { ok: false, reason: 'the value is not an X.509 certificate' };
  }
  try {
    const fields = readCertificateFields(der);
    const qcStatements = fields.extensions.get(qcStatementsOid);
    const psd2 = qcStatements ? readPsd2Statement(qcStatements) : null;
    const certificate: ParsedCertificate = {
      fingerprint,
      serialNumber: fields.serialNumber,
      issuerDn: formatDistinguishedName(fields.issuer),
      subjectDn: formatDistinguishedName(fields.subject),
      organizationIdentifier: firstValue(fields.subject, organizationIdentifierOid),
      organizationName: firstValue(fields.subject, organizationNameOid),
      commonName: firstValue(fields.subject, commonNameOid),
      roles: Object.freeze(psd2?.roles ?? []),
      ncaName: psd2?.ncaName ?? null,
      ncaId: psd2?.ncaId ?? null,
      notBefore: fields.notBefore,
      notAfter: fields.notAfter,
      signatureAlgorithmOid: fields.signatureAlgorithmOid,
      usage: readCertificateUsage(fields.extensions),
      publicKey: x509.publicKey,
      x509,
      pem: x509.toString(),
    };
    return { ok: true, certificate: Object.freeze(certificate) };
  } catch (error) {
    if (error instanceof DerError) return { ok: false, reason: `the certificate is malformed: ${error.message}` };
    return { ok: false, reason: 'the certificate could not be read' };
  }
}

function firstValue(name: DistinguishedName, oid: string): string | null {
  for (const rdn of name) {
    const attribute = rdn.find((candidate) => candidate.oid === oid && !candidate.isHex);
    if (attribute) return attribute.value;
  }
  return null;
}
