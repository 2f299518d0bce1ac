import path from 'node:path';
import type { ParsedCertificate } from '@/lib/signing/certificate';
import { DerError } from '@/lib/signing/der';
import { readCertificateParts } from './certificate-parts';
import { createFileCache, describeFsError, fileVersion } from './file-cache';
import { canonicalSerial, parseRevocationList, type ParsedRevocationList } from './parse-revocation-list';
import { readDerFile } from './read-der-file';
import type { TrustAnchors } from './trust-anchors';
import { isSupportedSignatureAlgorithm, verifyRevocationListSignature } from './verify-revocation-list-signature';

// D4: XS2A_CRL_FILE holds the certificate revocation lists of the trusted CAs: one DER list, or PEM with one
// "X509 CRL" block per CA. Every list must be signed by a CA in the trust anchors; one that is not, or that cannot be
// read, makes the whole file unusable (fail closed), and the caller answers CERTIFICATE_INVALID.

/** A list whose signature a trust anchor verified. */
export type VerifiedRevocationList = ParsedRevocationList & { issuerDn: string };

export type RevocationStatus =
  | { status: 'good' }
  /** D4: CERTIFICATE_REVOKED. */
  | { status: 'revoked'; revokedAt: Date; crlIssuerDn: string }
  /** No current list from the certificate's issuer (D4 fails closed for a TPP certificate); `reason` is a lower-case phrase. */
  | { status: 'unknown'; reason: string };

export type RevocationList = {
  readonly file: string;
  readonly lists: readonly VerifiedRevocationList[];
  checkRevocation: (certificate: ParsedCertificate) => RevocationStatus;
};

export type RevocationListResult = { ok: true; revocationList: RevocationList } | { ok: false; reason: string };

const cache = createFileCache<RevocationListResult>();

/** Never throws. Cached per version of the file and of the trust anchors that verify it. */
export function loadRevocationList(file: string, trustAnchors: TrustAnchors): RevocationListResult {
  let version: string;
  try {
    version = `${fileVersion(file)}|${trustAnchors.dir}@${trustAnchors.version}`;
  } catch (error) {
    return { ok: false, reason: `The revocation list file ${file} cannot be read: ${describeFsError(error)}` };
  }
  return cache.get(path.resolve(file), version, () => readRevocationLists(file, trustAnchors));
}

function readRevocationLists(file: string, trustAnchors: TrustAnchors): RevocationListResult {
  const read = readDerFile({ file, label: 'X509 CRL', role: 'revocation list file' });
  if (!read.ok) return read;
  const lists: VerifiedRevocationList[] = [];
  for (const [index, der] of read.blocks.entries()) {
    const verified = verifyList(der, trustAnchors);
    if (!verified.ok) return { ok: false, reason: `Revocation list ${index + 1} in ${file} ${verified.reason}` };
    lists.push(verified.list);
  }
  const revocationList: RevocationList = {
    file,
    lists: Object.freeze(lists),
    checkRevocation: (certificate) => checkRevocation(lists, certificate),
  };
  return { ok: true, revocationList: Object.freeze(revocationList) };
}

/** `reason` is a phrase that follows "Revocation list N in FILE". */
type VerifyListResult = { ok: true; list: VerifiedRevocationList } | { ok: false; reason: string };

function verifyList(der: Uint8Array, trustAnchors: TrustAnchors): VerifyListResult {
  let parsed: ParsedRevocationList;
  try {
    parsed = parseRevocationList(der);
  } catch (error) {
    if (error instanceof DerError) return { ok: false, reason: `is malformed: ${error.message}` };
    throw error;
  }
  if (!isSupportedSignatureAlgorithm(parsed.signatureAlgorithmOid)) {
    return { ok: false, reason: `is signed with the unsupported algorithm ${parsed.signatureAlgorithmOid}` };
  }
  // RFC 5280 5.1.2.5: conforming issuers always give nextUpdate; a list without one could never be found out of date.
  if (parsed.nextUpdate === null)
    return { ok: false, reason: 'has no nextUpdate, so it could never be found out of date (RFC 5280 requires one)' };
  const issuers = trustAnchors.anchors.filter(
    (anchor) => anchor.subjectKey === parsed.issuerKey && anchor.certificate.x509.ca,
  );
  if (issuers.length === 0) return { ok: false, reason: 'is issued by a CA that is not in the trust anchors' };
  const issuer = issuers.find((anchor) => verifyRevocationListSignature(parsed, anchor.certificate.publicKey));
  if (!issuer)
    return { ok: false, reason: `has a bad signature: no key of ${issuers[0]?.certificate.subjectDn} verifies it` };
  return { ok: true, list: Object.freeze({ ...parsed, issuerDn: issuer.certificate.subjectDn }) };
}

function checkRevocation(lists: readonly VerifiedRevocationList[], certificate: ParsedCertificate): RevocationStatus {
  let issuerKey: string;
  try {
    issuerKey = readCertificateParts(certificate.x509.raw).issuerKey;
  } catch {
    return { status: 'unknown', reason: 'its issuer cannot be read' };
  }
  const fromIssuer = lists.filter((list) => list.issuerKey === issuerKey);
  const serial = canonicalSerial(certificate.serialNumber);
  for (const list of fromIssuer) {
    const revokedAt = list.revoked.get(serial);
    if (revokedAt) return { status: 'revoked', revokedAt, crlIssuerDn: list.issuerDn };
  }
  const now = Date.now();
  if (fromIssuer.some((list) => list.nextUpdate !== null && list.nextUpdate.getTime() >= now))
    return { status: 'good' };
  if (fromIssuer.length > 0)
    return { status: 'unknown', reason: `the revocation list of ${certificate.issuerDn} is out of date` };
  return { status: 'unknown', reason: `the bank has no revocation list of ${certificate.issuerDn}` };
}
