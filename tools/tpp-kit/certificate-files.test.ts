import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadTppCertificate, saveTppCertificate } from './certificate-files';
import { issueTestCertificate } from '@/lib/certificate-issuer/issue-certificate';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tpp-files-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('saveTppCertificate and loadTppCertificate', () => {
  const details = {
    organizationIdentifier: 'PSDNO-FSA-123456',
    organizationName: 'Example TPP AS',
    roles: ['PSP_AI' as const],
  };
  const issued = issueTestCertificate({ ...details, ca: 'self-signed', serialNumber: '00C0FFEE', keyBits: 1024 });
  const saved = saveTppCertificate(path.join(dir, 'tpp'), issued, details);

  it('writes the certificate, a private key file and a summary without the key', () => {
    expect(fs.statSync(saved.keyFile).mode & 0o777).toBe(0o600);
    const summary = JSON.parse(fs.readFileSync(saved.detailsFile, 'utf8'));
    expect(summary).toMatchObject({ ...details, serialNumberHex: 'C0FFEE', issuerDn: issued.issuerDn });
    expect(fs.readFileSync(saved.detailsFile, 'utf8')).not.toContain('PRIVATE KEY');
  });

  it('loads what it saved, with serial and issuer read from the certificate', () => {
    expect(loadTppCertificate(path.join(dir, 'tpp'))).toEqual({
      certificatePem: issued.certificatePem,
      privateKeyPem: issued.privateKeyPem,
      serialNumberHex: 'C0FFEE',
      issuerDn: issued.issuerDn,
    });
  });
});
