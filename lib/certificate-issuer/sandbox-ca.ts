import path from 'node:path';
import { buildCertificatePem } from './build-certificate';
import { dnOids } from './forge-names';
import { generateRsaKeyPair } from './generate-rsa-key-pair';
import { loadOrCreatePemPair, type PemPair } from './pem-store';
import { randomSerialHex } from './serial-number';

/** A CA's certificate and private key, as PEM. */
export type CertificateAuthority = PemPair;

export const defaultSandboxCaDir = path.join('.data', 'sandbox-ca');

const validityYears = 20;

function createSandboxCa(): CertificateAuthority {
  const keys = generateRsaKeyPair(2048);
  const name = [
    { oid: dnOids.country, value: 'NO' },
    { oid: dnOids.organization, value: 'PSD2 Sandbox' },
    { oid: dnOids.commonName, value: 'PSD2 Sandbox Test CA' },
  ];
  const notBefore = new Date(Date.now() - 60 * 60 * 1000);
  const notAfter = new Date(notBefore);
  notAfter.setUTCFullYear(notAfter.getUTCFullYear() + validityYears);
  const certPem = buildCertificatePem({
    subject: name,
    publicKey: keys.publicKey,
    issuer: { name, publicKey: keys.publicKey, privateKeyPem: keys.privateKeyPem },
    serialNumberHex: randomSerialHex(),
    notBefore,
    notAfter,
    extensions: [
      { name: 'basicConstraints', cA: true, critical: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    ],
  });
  return { certPem, keyPem: keys.privateKeyPem };
}

/**
 * D4: the sandbox CA that signs test QSealCs. Created with a fresh RSA 2048 key on first use and reused afterwards
 * (`ca-cert.pem`, `ca-key.pem` with mode 0600 in `dir`).
 */
export function loadOrCreateSandboxCa(dir: string = defaultSandboxCaDir): CertificateAuthority {
  return loadOrCreatePemPair(dir, { cert: 'ca-cert.pem', key: 'ca-key.pem' }, createSandboxCa);
}
