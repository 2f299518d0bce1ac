import { buildCertificatePem, type CertificateSpec } from './build-certificate';
import type { DnAttribute } from './forge-names';
import { generateRsaKeyPair } from './generate-rsa-key-pair';
import type { PemPair } from './pem-store';
import { randomSerialHex } from './serial-number';

export type CreateSelfSignedCertificateInput = Pick<CertificateSpec, 'notBefore' | 'notAfter' | 'extensions'> & {
  name: DnAttribute[];
};

/** A new RSA 2048 key and a certificate that key signs for itself, with a random serial number, as PEM. */
export function createSelfSignedCertificate(input: CreateSelfSignedCertificateInput): PemPair {
  const keys = generateRsaKeyPair(2048);
  const certPem = buildCertificatePem({
    ...input,
    subject: input.name,
    publicKey: keys.publicKey,
    issuer: { name: input.name, publicKey: keys.publicKey, privateKeyPem: keys.privateKeyPem },
    serialNumberHex: randomSerialHex(),
  });
  return { certPem, keyPem: keys.privateKeyPem };
}
