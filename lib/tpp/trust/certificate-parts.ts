import { childAt, DerError, DerTag, expectTag, readChildren, readSingle, type DerElement } from '@/lib/signing/der';
import { decodeOid } from '@/lib/signing/der-values';
import { nameKey } from './name-key';

// The parts of a certificate that node:crypto does not expose and D4's checks need: issuer and subject as comparison
// keys (to match revocation lists) and the basicConstraints pathLenConstraint (RFC 5280 4.2.1.9). Throws DerError.

export type CertificateParts = {
  issuerKey: string;
  subjectKey: string;
  /** How many intermediate CAs may follow this CA on the way to a leaf; null when unlimited. */
  pathLengthConstraint: number | null;
};

const basicConstraintsOid = '2.5.29.19';

export function readCertificateParts(der: Uint8Array): CertificateParts {
  const certificate = readChildren(expectTag(readSingle(der), DerTag.sequence, 'Certificate'));
  const tbs = readChildren(expectTag(childAt(certificate, 0, 'tbsCertificate'), DerTag.sequence, 'tbsCertificate'));
  // version [0] is optional (absent for v1 certificates).
  const start = childAt(tbs, 0, 'tbsCertificate fields').tag === DerTag.context0 ? 1 : 0;
  const extensions = tbs.slice(start + 6).find((element) => element.tag === DerTag.context3);
  return {
    issuerKey: nameKey(childAt(tbs, start + 2, 'issuer')),
    subjectKey: nameKey(childAt(tbs, start + 4, 'subject')),
    pathLengthConstraint: extensions ? readPathLength(extensions) : null,
  };
}

function readPathLength(wrapper: DerElement): number | null {
  const list = expectTag(childAt(readChildren(wrapper), 0, 'Extensions'), DerTag.sequence, 'Extensions');
  for (const extension of readChildren(list)) {
    const parts = readChildren(expectTag(extension, DerTag.sequence, 'Extension'));
    if (decodeOid(childAt(parts, 0, 'extnID')) !== basicConstraintsOid) continue;
    const value = expectTag(childAt(parts, parts.length - 1, 'extnValue'), DerTag.octetString, 'extnValue');
    // BasicConstraints ::= SEQUENCE { cA BOOLEAN DEFAULT FALSE, pathLenConstraint INTEGER (0..MAX) OPTIONAL }
    const fields = readChildren(expectTag(readSingle(value.contents), DerTag.sequence, 'BasicConstraints'));
    const integer = fields.find((field) => field.tag === DerTag.integer);
    if (!integer) return null;
    if (integer.contents.length === 0 || integer.contents.length > 2 || (integer.contents[0] ?? 0) >= 0x80) {
      throw new DerError('pathLenConstraint is not a small non-negative INTEGER');
    }
    return integer.contents.reduce((total, octet) => total * 256 + octet, 0);
  }
  return null;
}
