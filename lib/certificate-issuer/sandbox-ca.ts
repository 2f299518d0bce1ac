import path from 'node:path';
import { createSelfSignedCertificate } from './create-self-signed-certificate';
import { dnOids } from './forge-names';
import { loadOrCreatePemPair, type PemPair } from './pem-store';

/** A CA's certificate and private key, as PEM. */
export type CertificateAuthority = PemPair;

export const defaultSandboxCaDir = path.join('.data', 'sandbox-ca');

const validityYears = 20;

function createSandboxCa(): CertificateAuthority {
  const name = [
    { oid: dnOids.country, value: 'NO' },
    { oid: dnOids.organization, value: 'PSD2 Sandbox' },
    { oid: dnOids.commonName, value: 'PSD2 Sandbox Test CA' },
  ];
  const notBefore = new Date(Date.now() - 60 * 60 * 1000);
  const notAfter = new Date(notBefore);
  notAfter.setUTCFullYear(notAfter.getUTCFullYear() + validityYears);
  return createSelfSignedCertificate({
    name,
    notBefore,
    notAfter,
    extensions: [
      { name: 'basicConstraints', cA: true, critical: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    ],
  });
}

/**
 * D4: the sandbox CA that signs test QSealCs. Created with a fresh RSA 2048 key on first use and reused afterwards
 * (`ca-cert.pem`, `ca-key.pem` with mode 0600 in `dir`).
 */
export function loadOrCreateSandboxCa(dir: string = defaultSandboxCaDir): CertificateAuthority {
  return loadOrCreatePemPair(dir, { cert: 'ca-cert.pem', key: 'ca-key.pem' }, createSandboxCa);
}
