import { generateKeyPairSync, sign, X509Certificate } from 'node:crypto';
import forge from 'node-forge';

// Test CAs for D4's trust checks: roots and intermediates with the extensions real QTSP CAs carry. node-forge lays out
// the certificate and node:crypto signs it. TPP certificates below them come from lib/certificate-issuer's issueTestCertificate.

export type TestAuthority = { certPem: string; keyPem: string; x509: X509Certificate };

export type TestAuthorityOptions = {
  commonName: string;
  /** Signs the certificate; the CA signs itself (a root) when absent. */
  issuer?: TestAuthority;
  notBefore?: Date;
  notAfter?: Date;
  /** false makes an end-entity certificate that claims to issue others. */
  isCa?: boolean;
  pathLength?: number;
  serialNumber?: string;
  /** RSA key size, 2048 by default; smaller for D19's refusal of weak CAs. */
  keyBits?: number;
  /** The hash of the issuer's signature, SHA-256 by default; `sha1` and `md5` for D19's refusals. */
  signatureHash?: 'sha256' | 'sha1' | 'md5';
};

const signatureOids = {
  sha256: '1.2.840.113549.1.1.11',
  sha1: '1.2.840.113549.1.1.5',
  md5: '1.2.840.113549.1.1.4',
} as const;

const dayMs = 24 * 60 * 60 * 1000;
let serialCounter = 0x1000;

// Part of node-forge's API, missing from @types/node-forge.
const { getTBSCertificate } = forge.pki as unknown as {
  getTBSCertificate(certificate: forge.pki.Certificate): forge.asn1.Asn1;
};

export function createTestAuthority(options: TestAuthorityOptions): TestAuthority {
  const keys = generateKeyPairSync('rsa', { modulusLength: options.keyBits ?? 2048 });
  const keyPem = keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const publicKey = forge.pki.publicKeyFromPem(keys.publicKey.export({ type: 'spki', format: 'pem' }).toString());
  const subject = [
    { shortName: 'C', value: 'NO' },
    { shortName: 'O', value: 'Test QTSP AS' },
    { shortName: 'CN', value: options.commonName },
  ];
  const issuerCertificate = options.issuer ? forge.pki.certificateFromPem(options.issuer.certPem) : null;
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = publicKey;
  serialCounter += 1;
  certificate.serialNumber = options.serialNumber ?? serialCounter.toString(16);
  certificate.validity.notBefore = options.notBefore ?? new Date(Date.now() - dayMs);
  certificate.validity.notAfter = options.notAfter ?? new Date(Date.now() + 365 * dayMs);
  certificate.setSubject(subject);
  certificate.setIssuer(issuerCertificate ? issuerCertificate.subject.attributes : subject);
  const isCa = options.isCa ?? true;
  certificate.setExtensions([
    {
      name: 'basicConstraints',
      cA: isCa,
      critical: true,
      ...(options.pathLength === undefined ? {} : { pathLenConstraint: options.pathLength }),
    },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, digitalSignature: !isCa, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  const hash = options.signatureHash ?? 'sha256';
  certificate.signatureOid = signatureOids[hash];
  certificate.siginfo.algorithmOid = certificate.signatureOid;
  const tbsCertificate = getTBSCertificate(certificate);
  Object.assign(certificate, { tbsCertificate });
  const tbsDer = Buffer.from(forge.asn1.toDer(tbsCertificate).getBytes(), 'binary');
  certificate.signature = sign(hash, tbsDer, options.issuer?.keyPem ?? keyPem).toString('binary');
  const certPem = forge.pki.certificateToPem(certificate);
  return { certPem, keyPem, x509: new X509Certificate(certPem) };
}
