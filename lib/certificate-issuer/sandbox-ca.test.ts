import { X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import forge from 'node-forge';
import { afterAll, describe, expect, it } from 'vitest';
import { loadOrCreateSandboxCa } from './sandbox-ca';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-ca-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('loadOrCreateSandboxCa', () => {
  const caDir = path.join(dir, 'nested', 'sandbox-ca');
  const ca = loadOrCreateSandboxCa(caDir);

  it('creates a self-signed RSA 2048 CA named "PSD2 Sandbox Test CA" in Norway', () => {
    const certificate = new X509Certificate(ca.certPem);
    expect(certificate.subject.split('\n')).toEqual(['C=NO', 'O=PSD2 Sandbox', 'CN=PSD2 Sandbox Test CA']);
    expect(certificate.issuer).toBe(certificate.subject);
    expect(certificate.ca).toBe(true);
    expect(certificate.verify(certificate.publicKey)).toBe(true);
    expect(certificate.publicKey.asymmetricKeyDetails?.modulusLength).toBe(2048);
  });

  it('may sign certificates: critical basicConstraints CA and keyUsage keyCertSign', () => {
    const certificate = forge.pki.certificateFromPem(ca.certPem);
    expect(certificate.getExtension('basicConstraints')).toMatchObject({ cA: true, critical: true });
    expect(certificate.getExtension('keyUsage')).toMatchObject({ keyCertSign: true, critical: true });
  });

  it('stores PEM files, the key readable by its owner only', () => {
    expect(fs.readFileSync(path.join(caDir, 'ca-cert.pem'), 'utf8')).toBe(ca.certPem);
    expect(fs.readFileSync(path.join(caDir, 'ca-key.pem'), 'utf8')).toBe(ca.keyPem);
    expect(fs.statSync(path.join(caDir, 'ca-key.pem')).mode & 0o777).toBe(0o600);
  });

  it('reuses the stored CA', () => {
    expect(loadOrCreateSandboxCa(caDir)).toEqual(ca);
  });
});
