import {
  childAt,
  DerError,
  DerTag,
  expectTag,
  readChildren,
  readSingle,
  toHex,
  type DerElement,
} from '@/lib/signing/der';
import { decodeOid, decodeTime } from '@/lib/signing/der-values';
import { nameKey } from './name-key';

// D4: a certificate revocation list (RFC 5280 5.1, CertificateList and TBSCertList) read with the strict DER reader.
// Throws DerError.

export type ParsedRevocationList = {
  /** The signed bytes: the whole tbsCertList element. */
  signedBytes: Uint8Array;
  signatureAlgorithmOid: string;
  signature: Uint8Array;
  /** nameKey of the issuer Name. */
  issuerKey: string;
  thisUpdate: Date;
  nextUpdate: Date | null;
  /** Revocation dates by serial number: upper-case hex without leading zeros. */
  revoked: ReadonlyMap<string, Date>;
};

const isTime = (element: DerElement | undefined) =>
  element?.tag === DerTag.utcTime || element?.tag === DerTag.generalizedTime;

export function parseRevocationList(der: Uint8Array): ParsedRevocationList {
  const list = readChildren(expectTag(readSingle(der), DerTag.sequence, 'CertificateList'));
  if (list.length !== 3)
    throw new DerError('CertificateList must have tbsCertList, signatureAlgorithm and signatureValue');
  const tbsElement = expectTag(childAt(list, 0, 'tbsCertList'), DerTag.sequence, 'tbsCertList');
  const outerAlgorithm = expectTag(childAt(list, 1, 'signatureAlgorithm'), DerTag.sequence, 'signatureAlgorithm');
  const signatureValue = expectTag(childAt(list, 2, 'signatureValue'), DerTag.bitString, 'signatureValue');
  if (signatureValue.contents[0] !== 0) throw new DerError('signatureValue must have no unused bits');

  const tbs = readChildren(tbsElement);
  let index = 0;
  if (childAt(tbs, 0, 'tbsCertList fields').tag === DerTag.integer) {
    // Version ::= INTEGER { v2(1) }; v1 lists leave it out.
    if (toHex(childAt(tbs, 0, 'version').contents) !== '01') throw new DerError('CRL version must be v2');
    index += 1;
  }
  const innerAlgorithm = expectTag(childAt(tbs, index, 'signature'), DerTag.sequence, 'signature');
  // RFC 5280 5.1.1.2: the signed algorithm must be the one named outside the signature.
  if (!Buffer.from(innerAlgorithm.encoded).equals(outerAlgorithm.encoded)) {
    throw new DerError('signatureAlgorithm differs from the signature field of tbsCertList');
  }
  const issuerKey = nameKey(childAt(tbs, index + 1, 'issuer'));
  const thisUpdate = decodeTime(childAt(tbs, index + 2, 'thisUpdate'));
  // The optional fields that follow are told apart by their tags.
  const optional = tbs.slice(index + 3);
  const nextUpdate = isTime(optional[0]) ? decodeTime(optional.shift()!) : null;
  const revoked = optional[0]?.tag === DerTag.sequence ? readRevoked(optional.shift()!) : new Map<string, Date>();
  const crlExtensions = optional[0]?.tag === DerTag.context0 ? optional.shift()! : null;
  if (crlExtensions) rejectCriticalExtensions(childAt(readChildren(crlExtensions), 0, 'crlExtensions'));
  if (optional.length > 0)
    throw new DerError(`tbsCertList has an unexpected field at position ${tbs.length - optional.length + 1}`);

  return {
    signedBytes: tbsElement.encoded,
    signatureAlgorithmOid: decodeOid(childAt(readChildren(outerAlgorithm), 0, 'algorithm')),
    signature: signatureValue.contents.subarray(1),
    issuerKey,
    thisUpdate,
    nextUpdate,
    revoked,
  };
}

function readRevoked(element: DerElement): Map<string, Date> {
  const revoked = new Map<string, Date>();
  for (const entry of readChildren(element)) {
    const fields = readChildren(expectTag(entry, DerTag.sequence, 'revoked certificate'));
    if (fields.length < 2 || fields.length > 3) {
      throw new DerError('revoked certificate must have a serial, a date and optional extensions');
    }
    const serial = expectTag(childAt(fields, 0, 'userCertificate'), DerTag.integer, 'userCertificate');
    if (serial.contents.length === 0) throw new DerError('userCertificate is empty');
    if (fields[2]) rejectCriticalExtensions(fields[2]);
    revoked.set(canonicalSerial(toHex(serial.contents)), decodeTime(childAt(fields, 1, 'revocationDate')));
  }
  return revoked;
}

/**
 * RFC 5280 5.2 and 5.3: a list with a critical extension the reader does not process must not be used. The ones that
 * are critical (issuing distribution point, delta CRL indicator, certificate issuer) change what the list covers, so
 * such a list fails closed rather than being half understood.
 */
function rejectCriticalExtensions(extensions: DerElement): void {
  for (const extension of readChildren(expectTag(extensions, DerTag.sequence, 'Extensions'))) {
    const parts = readChildren(expectTag(extension, DerTag.sequence, 'Extension'));
    const critical = parts.length === 3 ? expectTag(childAt(parts, 1, 'critical'), DerTag.boolean, 'critical') : null;
    if (critical && critical.contents[0] !== 0) {
      throw new DerError(`extension ${decodeOid(childAt(parts, 0, 'extnID'))} is critical and not supported`);
    }
  }
}

/** Serial numbers compare as hex, case-insensitive and without leading zeros (D5). */
export function canonicalSerial(hex: string): string {
  return hex.toUpperCase().replace(/^0+(?=.)/, '');
}
