import { childAt, DerError, DerTag, expectTag, readChildren, readSingle, toHex, type DerElement } from './der';
import { decodeOid, decodeString, decodeTime, isStringTag } from './der-values';
import type { DistinguishedName, RelativeDistinguishedName } from './distinguished-name';

// The TBSCertificate fields we read ourselves (RFC 5280 4.1), so that names keep their OIDs (D3 needs
// organizationIdentifier, 2.5.4.97) and validity is exact. Throws DerError.

export type CertificateFields = {
  /** Upper-case hex without leading zeros. */
  serialNumber: string;
  /** In RFC 4514 order: most specific first (the reverse of the DER sequence). */
  issuer: DistinguishedName;
  subject: DistinguishedName;
  notBefore: Date;
  notAfter: Date;
  /** extnValue contents by extension OID. */
  extensions: Map<string, Uint8Array>;
  /** The algorithm the issuer signed the certificate with (RFC 5280 4.1.1.2), e.g. 1.2.840.113549.1.1.11. */
  signatureAlgorithmOid: string;
};

export function readCertificateFields(der: Uint8Array): CertificateFields {
  const certificate = readChildren(expectTag(readSingle(der), DerTag.sequence, 'Certificate'));
  if (certificate.length !== 3)
    throw new DerError('Certificate must have tbsCertificate, signatureAlgorithm and signatureValue');
  const tbs = readChildren(expectTag(childAt(certificate, 0, 'tbsCertificate'), DerTag.sequence, 'tbsCertificate'));
  // version [0] is optional (absent for v1 certificates).
  const start = childAt(tbs, 0, 'tbsCertificate fields').tag === DerTag.context0 ? 1 : 0;
  const serial = expectTag(childAt(tbs, start, 'serialNumber'), DerTag.integer, 'serialNumber');
  if (serial.contents.length === 0) throw new DerError('serialNumber is empty');
  const signatureAlgorithmOid = readAlgorithmOid(childAt(certificate, 1, 'signatureAlgorithm'), 'signatureAlgorithm');
  // RFC 5280 4.1.2.3: the signature field inside the signed part must name the same algorithm.
  if (readAlgorithmOid(childAt(tbs, start + 1, 'signature'), 'signature') !== signatureAlgorithmOid) {
    throw new DerError('the signature algorithm in tbsCertificate differs from signatureAlgorithm');
  }
  const issuer = readName(childAt(tbs, start + 2, 'issuer'));
  const validity = readChildren(expectTag(childAt(tbs, start + 3, 'validity'), DerTag.sequence, 'validity'));
  if (validity.length !== 2) throw new DerError('validity must have notBefore and notAfter');
  const subject = readName(childAt(tbs, start + 4, 'subject'));
  expectTag(childAt(tbs, start + 5, 'subjectPublicKeyInfo'), DerTag.sequence, 'subjectPublicKeyInfo');
  const extensions = tbs.slice(start + 6).find((element) => element.tag === DerTag.context3);
  return {
    serialNumber: toHex(serial.contents).replace(/^0+(?=.)/, ''),
    issuer,
    subject,
    notBefore: decodeTime(childAt(validity, 0, 'notBefore')),
    notAfter: decodeTime(childAt(validity, 1, 'notAfter')),
    extensions: extensions ? readExtensions(extensions) : new Map(),
    signatureAlgorithmOid,
  };
}

// AlgorithmIdentifier ::= SEQUENCE { algorithm OBJECT IDENTIFIER, parameters ANY OPTIONAL }
function readAlgorithmOid(element: DerElement, what: string): string {
  return decodeOid(childAt(readChildren(expectTag(element, DerTag.sequence, what)), 0, `${what} algorithm`));
}

// Name ::= SEQUENCE OF SET OF SEQUENCE { type OBJECT IDENTIFIER, value ANY }
function readName(element: DerElement): DistinguishedName {
  const rdns = readChildren(expectTag(element, DerTag.sequence, 'Name')).map((set): RelativeDistinguishedName => {
    const attributes = readChildren(expectTag(set, DerTag.set, 'RelativeDistinguishedName'));
    if (attributes.length === 0) throw new DerError('RelativeDistinguishedName is empty');
    return attributes.map((attribute) => {
      const parts = readChildren(expectTag(attribute, DerTag.sequence, 'AttributeTypeAndValue'));
      if (parts.length !== 2) throw new DerError('AttributeTypeAndValue must have a type and a value');
      const value = childAt(parts, 1, 'attribute value');
      const oid = decodeOid(childAt(parts, 0, 'attribute type'));
      // RFC 4514 2.4: a value that is not a string is written as `#` and the hex of its DER.
      if (isStringTag(value.tag)) return { oid, value: decodeString(value), isHex: false };
      return { oid, value: toHex(value.encoded), isHex: true };
    });
  });
  return rdns.reverse();
}

// Extensions ::= SEQUENCE OF SEQUENCE { extnID OBJECT IDENTIFIER, critical BOOLEAN DEFAULT FALSE, extnValue OCTET STRING }
function readExtensions(wrapper: DerElement): Map<string, Uint8Array> {
  const [list, ...rest] = readChildren(wrapper);
  if (!list || rest.length > 0) throw new DerError('extensions must hold one SEQUENCE');
  const extensions = new Map<string, Uint8Array>();
  for (const extension of readChildren(expectTag(list, DerTag.sequence, 'Extensions'))) {
    const parts = readChildren(expectTag(extension, DerTag.sequence, 'Extension'));
    if (parts.length < 2 || parts.length > 3)
      throw new DerError('Extension must have extnID, optional critical and extnValue');
    const oid = decodeOid(childAt(parts, 0, 'extnID'));
    if (parts.length === 3) expectTag(childAt(parts, 1, 'critical'), DerTag.boolean, 'critical');
    const value = expectTag(childAt(parts, parts.length - 1, 'extnValue'), DerTag.octetString, 'extnValue');
    // RFC 5280 4.2: a certificate must not include more than one instance of an extension.
    if (extensions.has(oid)) throw new DerError(`extension ${oid} appears twice`);
    extensions.set(oid, value.contents);
  }
  return extensions;
}
