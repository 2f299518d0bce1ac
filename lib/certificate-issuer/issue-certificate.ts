import { X509Certificate } from 'node:crypto';
import forge from 'node-forge';
import { buildCertificatePem, type CertificateIssuer, type CertificateSignatureHash } from './build-certificate';
import { dnOids, formatRfc4514, fromForgeAttributes, type DnAttribute } from './forge-names';
import { generateRsaKeyPair, rsaKeyPairFromPrivateKey, type RsaKeyPair } from './generate-rsa-key-pair';
import type { Psd2Role } from './psd2-roles';
import { buildQcStatements, qcStatementOids, type QcTypeName } from './build-qc-statements';
import { loadOrCreateSandboxCa, type CertificateAuthority } from './sandbox-ca';
import { canonicalSerialHex, randomSerialHex } from './serial-number';

export type IssueCertificateOptions = {
  /** D3: the TPP's identity, e.g. `PSDNO-FSA-123456`. */
  organizationIdentifier: string;
  organizationName: string;
  /** Defaults to the organisation name. */
  commonName?: string;
  /** D3: the roles in the PSD2 QCStatement; may be empty to test ROLE_INVALID. */
  roles: Psd2Role[];
  /** false leaves the PSD2 QCStatement out entirely (a qualified seal that is not a PSD2 certificate). */
  hasPsd2Statement?: boolean;
  /** Defaults follow the organisation identifier: `PSDNO-FSA-…` gives `NO-FSA`, Finanstilsynet, NO. */
  ncaName?: string;
  ncaId?: string;
  country?: string;
  validFrom?: Date;
  validTo?: Date;
  /** Hex; leading zeros are allowed and dropped (`00AB` is the serial AB). Random 128 bits by default. */
  serialNumber?: string;
  /** Who signs: the sandbox CA in `.data/sandbox-ca` (default), the certificate's own key, or a given CA. */
  ca?: 'sandbox' | 'self-signed' | CertificateAuthority;
  /** RSA key size; 2048 by default, the least the bank accepts (D19). Smaller keys are for tests of that refusal. */
  keyBits?: number;
  /** The hash of the issuer's signature; SHA-256 by default. `sha1` and `md5` make certificates D19 refuses. */
  signatureHash?: CertificateSignatureHash;
  /** Renews a certificate for this existing key instead of generating one (the sandbox pins a TPP's key, D4). */
  privateKeyPem?: string;
  /**
   * What the certificate is for (D19). By default a QSealC's: an end-entity certificate, keyUsage digitalSignature and
   * nonRepudiation, no extendedKeyUsage, QcType eseal. The others make certificates that D19 refuses (a CA, a QWAC,
   * keyUsage keyEncipherment only) or that it accepts as older ones (no keyUsage, no QcType: null).
   */
  isCa?: boolean;
  keyUsage?: KeyUsageName[] | null;
  /** Purpose OIDs, e.g. 1.3.6.1.5.5.7.3.1 (serverAuth). */
  extendedKeyUsage?: string[];
  qcType?: QcTypeName | null;
};

/** node-forge's names of the RFC 5280 keyUsage bits. */
export type KeyUsageName =
  | 'digitalSignature'
  | 'nonRepudiation'
  | 'keyEncipherment'
  | 'dataEncipherment'
  | 'keyAgreement'
  | 'keyCertSign'
  | 'cRLSign';

export type IssuedCertificate = {
  certificatePem: string;
  privateKeyPem: string;
  /** The DER certificate in base64, as sent in `TPP-Signature-Certificate`. */
  certificateBase64: string;
  /** As Node and OpenSSL print it: upper case, even length. */
  serialNumberHex: string;
  /** RFC 2253/4514, as sent in the keyId `CA=` part. */
  issuerDn: string;
};

const dayMs = 24 * 60 * 60 * 1000;

function ncaDefaults(organizationIdentifier: string) {
  // ETSI TS 119 495 5.2.1: "PSD" + country + "-" + NCA id + "-" + authorisation number.
  const match = /^PSD([A-Z]{2})-([A-Z0-9]+)-/.exec(organizationIdentifier);
  const country = match?.[1] ?? 'NO';
  const ncaId = match ? `${match[1]}-${match[2]}` : 'NO-FSA';
  return { country, ncaId, ncaName: ncaId === 'NO-FSA' ? 'Finanstilsynet' : ncaId };
}

function resolveIssuer(
  ca: IssueCertificateOptions['ca'],
  subject: DnAttribute[],
  keys: { publicKey: RsaKeyPair['publicKey']; privateKeyPem?: string },
): CertificateIssuer {
  if (ca === 'self-signed') {
    if (!keys.privateKeyPem) throw new Error('A self-signed certificate needs its private key.');
    return { name: subject, publicKey: keys.publicKey, privateKeyPem: keys.privateKeyPem };
  }
  const authority = ca === undefined || ca === 'sandbox' ? loadOrCreateSandboxCa() : ca;
  const certificate = forge.pki.certificateFromPem(authority.certPem);
  return {
    name: fromForgeAttributes(certificate.subject.attributes),
    publicKey: certificate.publicKey as forge.pki.rsa.PublicKey,
    privateKeyPem: authority.keyPem,
  };
}

const extendedKeyUsageOid = '2.5.29.37';

function keyUsageExtension(names: KeyUsageName[] | null): object[] {
  return names ? [{ name: 'keyUsage', critical: true, ...Object.fromEntries(names.map((name) => [name, true])) }] : [];
}

/** ExtKeyUsageSyntax, built here: node-forge's extKeyUsage reads an OID it knows as a name and encodes it wrongly. */
function purposeList(oids: string[]): forge.asn1.Asn1 {
  const { asn1 } = forge;
  return asn1.create(
    asn1.Class.UNIVERSAL,
    asn1.Type.SEQUENCE,
    true,
    oids.map((oid) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(oid).getBytes())),
  );
}

/** Issues a test QSealC for a TPP: organizationIdentifier in the subject and the PSD2 roles in its QCStatement (D3). */
export function issueTestCertificate(options: IssueCertificateOptions): IssuedCertificate {
  const keys = options.privateKeyPem
    ? rsaKeyPairFromPrivateKey(options.privateKeyPem)
    : generateRsaKeyPair(options.keyBits ?? 2048);
  return { ...issueCertificateForKey({ ...options, keys }), privateKeyPem: keys.privateKeyPem };
}

/**
 * The same QSealC for a public key whose private key stays elsewhere (the portal's browser-made keys, D27). A
 * self-signed certificate needs the private key, so `keys.privateKeyPem` is required only for `ca: 'self-signed'`.
 */
export function issueCertificateForKey(
  options: Omit<IssueCertificateOptions, 'privateKeyPem' | 'keyBits'> & {
    keys: { publicKey: RsaKeyPair['publicKey']; privateKeyPem?: string };
  },
): Omit<IssuedCertificate, 'privateKeyPem'> {
  const defaults = ncaDefaults(options.organizationIdentifier);
  const { keys } = options;
  const subject = [
    { oid: dnOids.country, value: options.country ?? defaults.country },
    { oid: dnOids.organization, value: options.organizationName },
    { oid: dnOids.organizationIdentifier, value: options.organizationIdentifier },
    { oid: dnOids.commonName, value: options.commonName ?? options.organizationName },
  ];
  const issuer = resolveIssuer(options.ca, subject, keys);
  const notBefore = options.validFrom ?? new Date(Date.now() - 5 * 60 * 1000);
  const psd2Statement = {
    roles: options.roles,
    ncaName: options.ncaName ?? defaults.ncaName,
    ncaId: options.ncaId ?? defaults.ncaId,
  };
  const certificatePem = buildCertificatePem({
    subject,
    publicKey: keys.publicKey,
    issuer,
    serialNumberHex: options.serialNumber ?? randomSerialHex(),
    notBefore,
    notAfter: options.validTo ?? new Date(notBefore.getTime() + 365 * dayMs),
    signatureHash: options.signatureHash ?? 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: options.isCa ?? false },
      ...keyUsageExtension(options.keyUsage === undefined ? ['digitalSignature', 'nonRepudiation'] : options.keyUsage),
      ...(options.extendedKeyUsage ? [{ id: extendedKeyUsageOid, value: purposeList(options.extendedKeyUsage) }] : []),
      {
        id: qcStatementOids.extension,
        value: buildQcStatements(
          options.hasPsd2Statement === false ? null : psd2Statement,
          options.qcType === undefined ? 'eseal' : options.qcType,
        ),
      },
    ],
  });
  const certificate = new X509Certificate(certificatePem);
  return {
    certificatePem,
    certificateBase64: certificate.raw.toString('base64'),
    serialNumberHex: canonicalSerialHex(certificate.serialNumber),
    issuerDn: formatRfc4514(issuer.name),
  };
}
