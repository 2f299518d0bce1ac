import { DerError, DerTag, expectTag, readChildren, readSingle } from './der';
import { decodeOid } from './der-values';
import { qcStatementsOid, readQcStatements } from './qc-statements';

// D19: the extensions that say what a certificate is for, read once with the rest of the parse (certificate.ts), so
// that the per-request check (certificate-usage.ts) only compares. Throws DerError.

/** RFC 5280 4.2.1.3 KeyUsage, bit 0 first. */
export const keyUsageNames = [
  'digitalSignature',
  'nonRepudiation',
  'keyEncipherment',
  'dataEncipherment',
  'keyAgreement',
  'keyCertSign',
  'cRLSign',
  'encipherOnly',
  'decipherOnly',
] as const;

export type KeyUsage = (typeof keyUsageNames)[number];

export type CertificateUsage = {
  /** RFC 5280 4.2.1.9 basicConstraints cA; false without the extension. */
  isCa: boolean;
  /** RFC 5280 4.2.1.3; null when the certificate has no keyUsage extension. */
  keyUsage: readonly KeyUsage[] | null;
  /** RFC 5280 4.2.1.12, the purposes' OIDs; null when the certificate has no extendedKeyUsage extension. */
  extendedKeyUsage: readonly string[] | null;
  /** ETSI EN 319 412-5 QcType, the eIDAS types' OIDs; null when the certificate has no QcType statement. */
  qcTypes: readonly string[] | null;
};

const extensionOids = { basicConstraints: '2.5.29.19', keyUsage: '2.5.29.15', extendedKeyUsage: '2.5.29.37' } as const;
const qcTypeStatementOid = '0.4.0.1862.1.6';

/** What the certificate's extensions (extnValue contents by OID) say it is for. */
export function readCertificateUsage(extensions: ReadonlyMap<string, Uint8Array>): CertificateUsage {
  const basicConstraints = extensions.get(extensionOids.basicConstraints);
  const keyUsage = extensions.get(extensionOids.keyUsage);
  const extendedKeyUsage = extensions.get(extensionOids.extendedKeyUsage);
  const qcStatements = extensions.get(qcStatementsOid);
  return Object.freeze({
    isCa: basicConstraints ? readIsCa(basicConstraints) : false,
    keyUsage: keyUsage ? Object.freeze(readKeyUsage(keyUsage)) : null,
    extendedKeyUsage: extendedKeyUsage ? Object.freeze(readExtendedKeyUsage(extendedKeyUsage)) : null,
    qcTypes: qcStatements ? freezeOrNull(readQcTypes(qcStatements)) : null,
  });
}

/** BasicConstraints ::= SEQUENCE { cA BOOLEAN DEFAULT FALSE, pathLenConstraint INTEGER (0..MAX) OPTIONAL } */
export function readIsCa(extensionValue: Uint8Array): boolean {
  const [first] = readChildren(expectTag(readSingle(extensionValue), DerTag.sequence, 'BasicConstraints'));
  if (first?.tag !== DerTag.boolean) return false;
  if (first.contents.length !== 1) throw new DerError('BasicConstraints cA is not a BOOLEAN');
  return first.contents[0] !== 0;
}

/** KeyUsage ::= BIT STRING; the names of the bits that are set. */
export function readKeyUsage(extensionValue: Uint8Array): KeyUsage[] {
  const { contents } = expectTag(readSingle(extensionValue), DerTag.bitString, 'KeyUsage');
  const unusedBits = contents[0];
  if (unusedBits === undefined || unusedBits > 7 || (contents.length === 1 && unusedBits !== 0)) {
    throw new DerError('KeyUsage is not a well-formed BIT STRING');
  }
  return keyUsageNames.filter((_name, bit) => ((contents[1 + (bit >> 3)] ?? 0) & (0x80 >> (bit & 7))) !== 0);
}

/** ExtKeyUsageSyntax ::= SEQUENCE SIZE (1..MAX) OF KeyPurposeId (an OBJECT IDENTIFIER) */
export function readExtendedKeyUsage(extensionValue: Uint8Array): string[] {
  const purposes = readChildren(expectTag(readSingle(extensionValue), DerTag.sequence, 'ExtKeyUsageSyntax'));
  if (purposes.length === 0) throw new DerError('ExtKeyUsageSyntax is empty');
  return purposes.map((purpose) => decodeOid(purpose));
}

/** QcType ::= SEQUENCE OF OBJECT IDENTIFIER (ETSI EN 319 412-5 4.2.3); null when there is no QcType statement. */
export function readQcTypes(qcStatementsValue: Uint8Array): string[] | null {
  const found = readQcStatements(qcStatementsValue).filter((statement) => statement.id === qcTypeStatementOid);
  if (found.length > 1) throw new DerError('the QcType statement appears twice');
  const [statement] = found;
  if (!statement) return null;
  if (!statement.info) throw new DerError('QcType statementInfo is missing');
  return readChildren(expectTag(statement.info, DerTag.sequence, 'QcType')).map((type) => decodeOid(type));
}

function freezeOrNull<Value>(values: Value[] | null): readonly Value[] | null {
  return values ? Object.freeze(values) : null;
}
