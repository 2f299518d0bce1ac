import { buildCertificatePem, type CertificateIssuer } from '@/lib/certificate-issuer/build-certificate';
import { dnOids } from '@/lib/certificate-issuer/forge-names';
import { generateRsaKeyPair } from '@/lib/certificate-issuer/generate-rsa-key-pair';
import { randomSerialHex } from '@/lib/certificate-issuer/serial-number';

// D32's mutual TLS with the core, in tests: a CA, and TLS certificates it issues for the core (a server on this
// machine) and for the bank (the client). node-forge lays the certificates out and node:crypto signs them.

export type TestPemPair = { certPem: string; keyPem: string };
export type TestTlsAuthority = TestPemPair & { issuer: CertificateIssuer };

const dayMs = 24 * 60 * 60 * 1000;

export function createTestTlsAuthority(commonName: string): TestTlsAuthority {
  const keys = generateRsaKeyPair(2048);
  const name = [
    { oid: dnOids.organization, value: 'Test Bank Infrastructure' },
    { oid: dnOids.commonName, value: commonName },
  ];
  const issuer = { name, publicKey: keys.publicKey, privateKeyPem: keys.privateKeyPem };
  const certPem = buildCertificatePem({
    subject: name,
    publicKey: keys.publicKey,
    issuer,
    serialNumberHex: randomSerialHex(),
    notBefore: new Date(Date.now() - dayMs),
    notAfter: new Date(Date.now() + 365 * dayMs),
    extensions: [
      { name: 'basicConstraints', cA: true, critical: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    ],
  });
  return { certPem, keyPem: keys.privateKeyPem, issuer };
}

/** A server certificate for localhost, 127.0.0.1 and ::1, or a client certificate, issued by `authority`. */
export function issueTestTlsCertificate(
  authority: TestTlsAuthority,
  options: { commonName: string; usage: 'server' | 'client'; notBefore?: Date; notAfter?: Date },
): TestPemPair {
  const keys = generateRsaKeyPair(2048);
  const certPem = buildCertificatePem({
    subject: [
      { oid: dnOids.organization, value: 'Test Bank' },
      { oid: dnOids.commonName, value: options.commonName },
    ],
    publicKey: keys.publicKey,
    issuer: authority.issuer,
    serialNumberHex: randomSerialHex(),
    notBefore: options.notBefore ?? new Date(Date.now() - dayMs),
    notAfter: options.notAfter ?? new Date(Date.now() + 90 * dayMs),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
      options.usage === 'server'
        ? { name: 'extKeyUsage', serverAuth: true }
        : { name: 'extKeyUsage', clientAuth: true },
      ...(options.usage === 'server'
        ? [
            {
              name: 'subjectAltName',
              altNames: [
                { type: 2, value: 'localhost' },
                { type: 7, ip: '127.0.0.1' },
                { type: 7, ip: '::1' },
              ],
            },
          ]
        : []),
    ],
  });
  return { certPem, keyPem: keys.privateKeyPem };
}
