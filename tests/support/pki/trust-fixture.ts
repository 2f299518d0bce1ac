import fs from 'node:fs';
import path from 'node:path';
import { parseCertificate, type ParsedCertificate } from '@/lib/signing/certificate';
import { issueTestCertificate, type IssueCertificateOptions } from '@/lib/certificate-issuer/issue-certificate';
import { createTestAuthority, type TestAuthority } from './create-test-pki';
import { createTempFiles, type TempFiles } from './temp-files';

// A QTSP hierarchy (root, issuing intermediate with pathLenConstraint 0) in a temporary trust anchor folder, for D4 tests.

export type TrustFixture = TempFiles & {
  root: TestAuthority;
  intermediate: TestAuthority;
  /** Holds the intermediate and the root in one bundle file. */
  anchorsDir: string;
  /** Writes a new anchors folder with these certificates, one file each. */
  writeAnchors: (authorities: TestAuthority[]) => string;
};

export function createTrustFixture(): TrustFixture {
  const files = createTempFiles();
  const root = createTestAuthority({ commonName: 'Test QTSP Root CA' });
  const intermediate = createTestAuthority({ commonName: 'Test QTSP Issuing CA', issuer: root, pathLength: 0 });
  const writeAnchors = (authorities: TestAuthority[]) => {
    const dir = path.dirname(files.writeFile('ca-0.pem', authorities[0]?.certPem ?? ''));
    authorities
      .slice(1)
      .forEach((authority, index) => fs.writeFileSync(path.join(dir, `ca-${index + 1}.pem`), authority.certPem));
    return dir;
  };
  const anchorsDir = path.dirname(files.writeFile('qtsp-bundle.pem', `${intermediate.certPem}${root.certPem}`));
  return { ...files, root, intermediate, anchorsDir, writeAnchors };
}

/** A TPP certificate (D3: PSDNO-FSA-123456, PSP_AI and PSP_PI) issued by `ca`, or self-signed. */
export function issueTppCertificate(
  ca: TestAuthority | 'self-signed',
  options: Partial<IssueCertificateOptions> = {},
): ParsedCertificate {
  const issued = issueTestCertificate({
    organizationIdentifier: 'PSDNO-FSA-123456',
    organizationName: 'Test TPP AS',
    roles: ['PSP_AI', 'PSP_PI'],
    // The TPP's key size plays no part in D4's checks; a small key keeps the many test certificates quick to make.
    keyBits: 1024,
    ...options,
    ca: ca === 'self-signed' ? ca : { certPem: ca.certPem, keyPem: ca.keyPem },
  });
  const parsed = parseCertificate(issued.certificatePem);
  if (!parsed.ok) throw new Error(`test certificate does not parse: ${parsed.reason}`);
  return parsed.certificate;
}
