import { DerTag, childAt, expectTag, readChildren, readSingle, type DerElement } from './der';
import { decodeOid } from './der-values';

// RFC 3739 and ETSI EN 319 412-5: the qcStatements extension (SEQUENCE OF QCStatement), where an eIDAS certificate
// says what it is: its QcType and, for PSD2, the ETSI TS 119 495 statement with the TPP's roles (D3).

export const qcStatementsOid = '1.3.6.1.5.5.7.1.3';

export type QcStatement = { id: string; info: DerElement | undefined };

/** The statements of a qcStatements extension value, in order. Throws DerError. */
export function readQcStatements(extensionValue: Uint8Array): QcStatement[] {
  return readChildren(expectTag(readSingle(extensionValue), DerTag.sequence, 'qcStatements')).map((statement) => {
    const parts = readChildren(expectTag(statement, DerTag.sequence, 'QCStatement'));
    return { id: decodeOid(childAt(parts, 0, 'QCStatement statementId')), info: parts[1] };
  });
}
