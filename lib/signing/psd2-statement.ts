import { childAt, DerError, DerTag, expectTag, readChildren, type DerElement } from './der';
import { decodeOid, decodeString } from './der-values';
import { readQcStatements } from './qc-statements';

// D3 and ETSI TS 119 495: the PSD2 QCStatement inside the qcStatements extension (qc-statements.ts).
//   PSD2QcType ::= SEQUENCE { rolesOfPSP RolesOfPSP, nCAName NCAName, nCAId NCAId }
//   RolesOfPSP ::= SEQUENCE OF SEQUENCE { roleOfPspOid OBJECT IDENTIFIER, roleOfPspName UTF8String }

/** PSP_AS account servicing, PSP_PI payment initiation, PSP_AI account information, PSP_IC card-based funds confirmation. */
export type PspRole = 'PSP_AS' | 'PSP_PI' | 'PSP_AI' | 'PSP_IC';

export type Psd2Statement = { roles: PspRole[]; ncaName: string; ncaId: string };

const psd2StatementOid = '0.4.0.19495.2';
const roleByOid = new Map<string, PspRole>([
  ['0.4.0.19495.1.1', 'PSP_AS'],
  ['0.4.0.19495.1.2', 'PSP_PI'],
  ['0.4.0.19495.1.3', 'PSP_AI'],
  ['0.4.0.19495.1.4', 'PSP_IC'],
]);

/** The PSD2 statement in a qcStatements extension value, or null when it has none. Throws DerError. */
export function readPsd2Statement(extensionValue: Uint8Array): Psd2Statement | null {
  const found = readQcStatements(extensionValue).filter((statement) => statement.id === psd2StatementOid);
  if (found.length > 1) throw new DerError('the PSD2 QCStatement appears twice');
  const [statement] = found;
  if (!statement) return null;
  if (!statement.info) throw new DerError('PSD2 statementInfo is missing');
  return readPsd2Type(statement.info);
}

function readPsd2Type(info: DerElement): Psd2Statement {
  const fields = readChildren(expectTag(info, DerTag.sequence, 'PSD2QcType'));
  if (fields.length !== 3) throw new DerError('PSD2QcType must have rolesOfPSP, nCAName and nCAId');
  const roles = new Set<PspRole>();
  for (const entry of readChildren(expectTag(childAt(fields, 0, 'rolesOfPSP'), DerTag.sequence, 'rolesOfPSP'))) {
    const role = readChildren(expectTag(entry, DerTag.sequence, 'RoleOfPSP'));
    if (role.length !== 2) throw new DerError('RoleOfPSP must have roleOfPspOid and roleOfPspName');
    decodeString(childAt(role, 1, 'roleOfPspName'));
    // The OID decides the role; roles this version of ETSI TS 119 495 does not define are ignored.
    const known = roleByOid.get(decodeOid(childAt(role, 0, 'roleOfPspOid')));
    if (known) roles.add(known);
  }
  return {
    roles: [...roles],
    ncaName: decodeString(childAt(fields, 1, 'nCAName')),
    ncaId: decodeString(childAt(fields, 2, 'nCAId')),
  };
}
