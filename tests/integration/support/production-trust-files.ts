import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { issueRevocationList } from '@/tests/support/pki/issue-revocation-list';
import { createTestAuthority, type TestAuthority } from '@/tests/support/pki/create-test-pki';
import { writeTppRegister } from './write-tpp-register';

export type ProductionTrustFiles = { issuing: TestAuthority; env: Record<string, string> };

/**
 * D4: what production trusts, written into `dir`: a QTSP root and issuing CA as trust anchors, an empty revocation list
 * of the issuing CA, and a TPP register listing `entries` (none by default). `env` names the three files.
 */
export async function writeProductionTrustFiles(dir: string, entries: object[] = []): Promise<ProductionTrustFiles> {
  const root = createTestAuthority({ commonName: 'Test QTSP Root CA' });
  const issuing = createTestAuthority({ commonName: 'Test QTSP Issuing CA', issuer: root });
  await mkdir(path.join(dir, 'anchors'), { recursive: true });
  await writeFile(path.join(dir, 'anchors', 'qtsp.pem'), `${root.certPem}\n${issuing.certPem}`);
  await writeFile(
    path.join(dir, 'crl.pem'),
    issueRevocationList({ ca: { certPem: issuing.certPem, keyPem: issuing.keyPem }, revokedSerials: [] }),
  );
  await writeTppRegister(path.join(dir, 'register.json'), entries);
  return {
    issuing,
    env: {
      XS2A_TRUST_ANCHORS_DIR: path.join(dir, 'anchors'),
      XS2A_CRL_FILE: path.join(dir, 'crl.pem'),
      XS2A_TPP_REGISTER_FILE: path.join(dir, 'register.json'),
    },
  };
}
