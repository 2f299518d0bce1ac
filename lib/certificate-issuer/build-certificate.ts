import { sign } from 'node:crypto';
import forge from 'node-forge';
import { toForgeAttributes, type DnAttribute } from './forge-names';
import { serialToDerHex } from './serial-number';

/** The hash of the issuer's RSA signature. SHA-1 and MD5 exist only so that tests can show they are refused (D19). */
export type CertificateSignatureHash = 'sha256' | 'sha384' | 'sha512' | 'sha1' | 'md5';

const signatureOids: Record<CertificateSignatureHash, string> = {
  sha256: '1.2.840.113549.1.1.11',
  sha384: '1.2.840.113549.1.1.12',
  sha512: '1.2.840.113549.1.1.13',
  sha1: '1.2.840.113549.1.1.5',
  md5: '1.2.840.113549.1.1.4',
};

/** Who signs a certificate: its own name and key for a self-signed one. */
export type CertificateIssuer = { name: DnAttribute[]; publicKey: forge.pki.rsa.PublicKey; privateKeyPem: string };

export type CertificateSpec = {
  subject: DnAttribute[];
  publicKey: forge.pki.rsa.PublicKey;
  issuer: CertificateIssuer;
  serialNumberHex: string;
  notBefore: Date;
  notAfter: Date;
  /** node-forge extension objects; the key identifiers are added here. */
  extensions: object[];
  /** SHA-256 by default. */
  signatureHash?: CertificateSignatureHash;
};

// Part of node-forge's API, missing from @types/node-forge.
const { getTBSCertificate } = forge.pki as unknown as {
  getTBSCertificate(certificate: forge.pki.Certificate): forge.asn1.Asn1;
};

function keyIdentifier(publicKey: forge.pki.rsa.PublicKey): string {
  return forge.pki.getPublicKeyFingerprint(publicKey, { type: 'RSAPublicKey' }).getBytes();
}

/**
 * An X.509 v3 certificate signed with RSA (sha256WithRSAEncryption unless asked otherwise), as PEM. node-forge lays
 * out the TBSCertificate and node:crypto signs it, which is many times faster than node-forge's pure-JS RSA.
 */
export function buildCertificatePem(spec: CertificateSpec): string {
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = spec.publicKey;
  certificate.serialNumber = serialToDerHex(spec.serialNumberHex);
  certificate.validity.notBefore = spec.notBefore;
  certificate.validity.notAfter = spec.notAfter;
  certificate.setSubject(toForgeAttributes(spec.subject));
  certificate.setIssuer(toForgeAttributes(spec.issuer.name));
  certificate.setExtensions([
    ...spec.extensions,
    { name: 'subjectKeyIdentifier' },
    { name: 'authorityKeyIdentifier', keyIdentifier: keyIdentifier(spec.issuer.publicKey) },
  ]);
  const hash = spec.signatureHash ?? 'sha256';
  certificate.signatureOid = signatureOids[hash];
  certificate.siginfo.algorithmOid = certificate.signatureOid;
  const tbsCertificate = getTBSCertificate(certificate);
  const tbsDer = Buffer.from(forge.asn1.toDer(tbsCertificate).getBytes(), 'binary');
  Object.assign(certificate, { tbsCertificate });
  certificate.signature = sign(hash, tbsDer, spec.issuer.privateKeyPem).toString('binary');
  return forge.pki.certificateToPem(certificate);
}
