import type { CertificateUsage } from './certificate-usage-fields';

// D19: TPP-Signature-Certificate must be made for signing: the TPP's own seal (QSealC), not a CA's, not one whose
// keyUsage forbids signatures, not a website certificate (QWAC). What an older certificate leaves out allows any use.
// Pure comparisons over what the parse read once per certificate.

const qcTypes = { esign: '0.4.0.1862.1.6.1', eseal: '0.4.0.1862.1.6.2', web: '0.4.0.1862.1.6.3' } as const;

const qcTypeNames = new Map<string, string>([
  [qcTypes.esign, 'id-etsi-qct-esign'],
  [qcTypes.eseal, 'id-etsi-qct-eseal'],
  [qcTypes.web, 'id-etsi-qct-web'],
]);

const purposes = {
  serverAuth: '1.3.6.1.5.5.7.3.1',
  codeSigning: '1.3.6.1.5.5.7.3.3',
  timeStamping: '1.3.6.1.5.5.7.3.8',
  ocspSigning: '1.3.6.1.5.5.7.3.9',
} as const;

const purposeNames = new Map<string, string>([
  [purposes.serverAuth, 'serverAuth'],
  ['1.3.6.1.5.5.7.3.2', 'clientAuth'],
  [purposes.codeSigning, 'codeSigning'],
  ['1.3.6.1.5.5.7.3.4', 'emailProtection'],
  [purposes.timeStamping, 'timeStamping'],
  [purposes.ocspSigning, 'OCSPSigning'],
  ['1.3.6.1.5.5.7.3.36', 'documentSigning'],
  ['2.5.29.37.0', 'anyExtendedKeyUsage'],
]);

/** Purposes that say the key is for something else than signing messages: code, time-stamps, OCSP answers. */
const otherPurposes = new Set<string>([purposes.codeSigning, purposes.timeStamping, purposes.ocspSigning]);

const seal = `an electronic seal certificate (QSealC, QcType id-etsi-qct-eseal ${qcTypes.eseal})`;

/**
 * Why the certificate is not made for signing requests, phrased to follow its name ("The TPP-Signature-Certificate "
 * + reason), or null when it is. What it is (CA, eIDAS type) is judged before what its key may do.
 */
export function certificateUsageProblem(usage: CertificateUsage): string | null {
  if (usage.isCa)
    return "is a CA certificate (basicConstraints cA=true); requests are signed with the TPP's own end-entity certificate, a QSealC";
  return qcTypeProblem(usage.qcTypes) ?? purposeProblem(usage.extendedKeyUsage) ?? keyUsageProblem(usage.keyUsage);
}

/** One line on what the certificate is for, for the step that passed. */
export function describeCertificateUsage(usage: CertificateUsage): string {
  const keyUsage = usage.keyUsage ? `keyUsage ${listOrNone(usage.keyUsage)}` : 'no keyUsage (any use)';
  const purpose = usage.extendedKeyUsage
    ? `extendedKeyUsage ${usage.extendedKeyUsage.map(purposeName).join(', ')}`
    : 'no extendedKeyUsage (any purpose)';
  const type = usage.qcTypes ? `QcType ${listOrNone(usage.qcTypes.map(qcTypeName))}` : 'no QcType statement';
  return `An end-entity certificate made for signing: ${keyUsage}; ${purpose}; ${type}.`;
}

function qcTypeProblem(types: readonly string[] | null): string | null {
  if (types === null) return null;
  if (types.includes(qcTypes.web))
    return `is a website certificate (QWAC, QcType id-etsi-qct-web ${qcTypes.web}); requests are signed with ${seal}`;
  if (types.includes(qcTypes.esign)) {
    return `is a certificate for a person's electronic signature (QcType id-etsi-qct-esign ${qcTypes.esign}); requests are signed with ${seal}`;
  }
  if (types.includes(qcTypes.eseal)) return null;
  return `has the QcType ${listOrNone(types.map(qcTypeName))}, which is not an electronic seal; requests are signed with ${seal}`;
}

function purposeProblem(extendedKeyUsage: readonly string[] | null): string | null {
  if (extendedKeyUsage === null) return null;
  // CA/Browser Forum and ETSI EN 319 412-4: every TLS website certificate has serverAuth; a seal has no use for it.
  if (extendedKeyUsage.includes(purposes.serverAuth)) {
    return `is a website certificate (extendedKeyUsage serverAuth, TLS server authentication); requests are signed with ${seal}`;
  }
  if (extendedKeyUsage.every((purpose) => otherPurposes.has(purpose))) {
    return `has an extendedKeyUsage that allows only ${extendedKeyUsage.map(purposeName).join(', ')}, not signing requests; requests are signed with ${seal}`;
  }
  return null;
}

/** keyUsage bits of a key that signs certificates (RFC 5280 4.2.1.3: keyCertSign needs cA) or revocation lists. */
const caKeyUsages = new Set(['keyCertSign', 'cRLSign']);

function keyUsageProblem(keyUsage: readonly string[] | null): string | null {
  if (keyUsage === null) return null;
  // A key set aside for certificates or revocation lists is a CA's or a CRL issuer's, even beside a signature bit.
  const caBits = keyUsage.filter((bit) => caKeyUsages.has(bit));
  if (caBits.length > 0)
    return `has a keyUsage that signs certificates or revocation lists (${caBits.join(', ')}), a CA's key; requests are signed with the TPP's own end-entity certificate, a QSealC`;
  if (keyUsage.includes('digitalSignature') || keyUsage.includes('nonRepudiation')) return null;
  return `has a keyUsage that does not allow signatures (${listOrNone(keyUsage)}); it needs digitalSignature or nonRepudiation`;
}

function qcTypeName(oid: string): string {
  const name = qcTypeNames.get(oid);
  return name ? `${name} ${oid}` : oid;
}

function purposeName(oid: string): string {
  return purposeNames.get(oid) ?? oid;
}

function listOrNone(values: readonly string[]): string {
  return values.length > 0 ? values.join(', ') : 'none';
}
