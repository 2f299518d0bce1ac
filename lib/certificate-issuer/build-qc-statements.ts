import forge from 'node-forge';
import { psd2RoleOids, type Psd2Role } from './psd2-roles';

const { asn1 } = forge;

export const qcStatementOids = {
  /** RFC 3739 qcStatements certificate extension. */
  extension: '1.3.6.1.5.5.7.1.3',
  /** ETSI EN 319 412-5 QcCompliance: issued as a qualified certificate. */
  qcCompliance: '0.4.0.1862.1.1',
  /** ETSI EN 319 412-5 QcType, here with the single type eseal (a QSealC). */
  qcType: '0.4.0.1862.1.6',
  /** D3: ETSI TS 119 495 PSD2 QCStatement. */
  psd2: '0.4.0.19495.2',
} as const;

export type Psd2Statement = { roles: Psd2Role[]; ncaName: string; ncaId: string };

/** The eIDAS types of ETSI EN 319 412-5: a person's signature, an organisation's seal (what a TPP signs with), a website. */
export const qcTypeOids = { esign: '0.4.0.1862.1.6.1', eseal: '0.4.0.1862.1.6.2', web: '0.4.0.1862.1.6.3' } as const;

export type QcTypeName = keyof typeof qcTypeOids;

const oid = (value: string) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(value).getBytes());
const utf8 = (value: string) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.UTF8, false, forge.util.encodeUtf8(value));
const sequence = (items: forge.asn1.Asn1[]) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, items);

/** PSD2QcType ::= SEQUENCE { rolesOfPSP RolesOfPSP, nCAName NCAName, nCAId NCAId } (ETSI TS 119 495, annex A). */
function psd2QcType({ roles, ncaName, ncaId }: Psd2Statement): forge.asn1.Asn1 {
  const rolesOfPsp = sequence(roles.map((role) => sequence([oid(psd2RoleOids[role]), utf8(role)])));
  return sequence([rolesOfPsp, utf8(ncaName), utf8(ncaId)]);
}

/**
 * The extension value, QCStatements ::= SEQUENCE OF QCStatement, with the statements a real QSealC carries:
 * QcCompliance, QcType eseal and, unless `psd2` is null, the PSD2 statement with the TPP's roles. Another `qcType`, or
 * null for none, makes the certificates D19 refuses or accepts as older ones.
 */
export function buildQcStatements(psd2: Psd2Statement | null, qcType: QcTypeName | null = 'eseal'): forge.asn1.Asn1 {
  const statements = [sequence([oid(qcStatementOids.qcCompliance)])];
  if (qcType) statements.push(sequence([oid(qcStatementOids.qcType), sequence([oid(qcTypeOids[qcType])])]));
  if (psd2) statements.push(sequence([oid(qcStatementOids.psd2), psd2QcType(psd2)]));
  return sequence(statements);
}
