import path from 'node:path';
import { createSelfSignedCertificate } from '@/lib/certificate-issuer/create-self-signed-certificate';
import { dnOids } from '@/lib/certificate-issuer/forge-names';
import { loadOrCreatePemPair, type PemPair } from '@/lib/certificate-issuer/pem-store';

export const defaultTlsDir = path.join('.data', 'tls');

const dayMs = 24 * 60 * 60 * 1000;
// Below the 398 days browsers accept for a server certificate.
const validityDays = 390;

function createLocalTlsCertificate(): PemPair {
  const name = [
    { oid: dnOids.organization, value: 'PSD2 Access Service (local)' },
    { oid: dnOids.commonName, value: 'localhost' },
  ];
  const notBefore = new Date(Date.now() - 60 * 60 * 1000);
  return createSelfSignedCertificate({
    name,
    notBefore,
    notAfter: new Date(notBefore.getTime() + validityDays * dayMs),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
          { type: 7, ip: '::1' },
        ],
      },
    ],
  });
}

/**
 * Spec "Transport": the local server speaks TLS 1.2+ with this self-signed certificate for localhost, 127.0.0.1 and
 * ::1, created on first use in `dir` (`cert.pem`, `key.pem` with mode 0600) and reused afterwards.
 */
export function loadOrCreateLocalTlsCertificate(dir: string = defaultTlsDir): PemPair {
  return loadOrCreatePemPair(dir, { cert: 'cert.pem', key: 'key.pem' }, createLocalTlsCertificate);
}
