import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkDigest } from '@/lib/signing/digest';
import { parseCertificate } from '@/lib/signing/certificate';
import { parseSignatureHeader } from '@/lib/signing/signature-header';
import { verifySignature } from '@/lib/signing/verify-signature';
import { issueTestCertificate } from '@/lib/certificate-issuer/issue-certificate';
import { signRequest } from '@/tools/tpp-kit/sign-request';
import { newOrganizationCertificate } from '@/tests/integration/support/new-organization-certificate';

// D14: with the bank's seal configured, responses carry Digest and Signature over the body; the certificate is
// published at /certificates/bank-seal.pem. lib/env is read once per test file, so the settings go in before importing.
const dir = await mkdtemp(path.join(os.tmpdir(), 'psd2-seal-'));
const seal = issueTestCertificate({
  organizationIdentifier: 'PSDNO-FSA-NORDBANK',
  organizationName: 'Nordbank ASA',
  roles: ['PSP_AS'],
});
await writeFile(path.join(dir, 'seal.pem'), seal.certificatePem);
await writeFile(path.join(dir, 'seal-key.pem'), seal.privateKeyPem, { mode: 0o600 });
process.env.XS2A_SEAL_CERT_FILE = path.join(dir, 'seal.pem');
process.env.XS2A_SEAL_KEY_FILE = path.join(dir, 'seal-key.pem');
const { withXs2a } = await import('@/lib/xs2a/with-xs2a');
const { GET: getBankCertificate } = await import('@/app/certificates/bank-seal.pem/route');
const { db } = await import('@/lib/db');

const tpp = newOrganizationCertificate({ organizationName: 'Verifier AS', roles: ['PSP_AI'] });

afterAll(async () => {
  await db.$disconnect();
});

describe('response signing', () => {
  it('signs the body with Digest and a cavage Signature that verifies with the published certificate', async () => {
    const signed = signRequest({ method: 'GET', url: '/v1/signed-response', certificate: tpp });
    const response = await withXs2a(async () => ({ status: 200, body: { accounts: [], note: 'Blåbær' } }), {
      operation: 'test',
    })(new Request('http://localhost/v1/signed-response', { headers: signed.headers }), {
      params: Promise.resolve({}),
    });
    const body = new Uint8Array(await response.arrayBuffer());
    expect(checkDigest(response.headers.get('digest'), body)).toMatchObject({ ok: true, algorithm: 'SHA-256' });

    const published = await getBankCertificate().text();
    const certificate = parseCertificate(published);
    if (!certificate.ok) throw new Error(certificate.reason);
    const header = parseSignatureHeader(response.headers.get('signature') ?? '');
    if (!header.ok) throw new Error(header.error.message);
    expect(header.parts.headers).toEqual(['digest', 'x-request-id', 'date']);
    expect(header.parts.keyId).toBe(
      `SN=${certificate.certificate.serialNumber},CA=${certificate.certificate.issuerDn}`,
    );
    const signingString = header.parts.headers.map((name) => `${name}: ${response.headers.get(name)}`).join('\n');
    expect(
      verifySignature({
        signingString,
        signature: header.parts.signature,
        algorithm: 'rsa-sha256',
        publicKey: certificate.certificate.publicKey,
      }),
    ).toBe(true);
    expect(
      verifySignature({
        signingString: signingString.replace('x-request-id: ', 'x-request-id: 0'),
        signature: header.parts.signature,
        algorithm: 'rsa-sha256',
        publicKey: certificate.certificate.publicKey,
      }),
    ).toBe(false);
  });

  it('forbids transforming the signed body, so Next.js does not gzip it for a client that accepts gzip', async () => {
    const signed = signRequest({ method: 'GET', url: '/v1/signed-response', certificate: tpp });
    const response = await withXs2a(async () => ({ status: 200, body: { accounts: [] } }), { operation: 'test' })(
      new Request('http://localhost/v1/signed-response', { headers: { ...signed.headers, 'Accept-Encoding': 'gzip' } }),
      { params: Promise.resolve({}) },
    );
    expect(response.headers.get('cache-control')).toBe('no-store, no-transform');
  });

  it('signs error responses too', async () => {
    const response = await withXs2a(async () => ({ status: 200 }), { operation: 'test' })(
      new Request('http://localhost/v1/x', { headers: { Accept: 'application/json' } }),
      { params: Promise.resolve({}) },
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('signature')).toMatch(/^keyId="SN=/);
    expect(checkDigest(response.headers.get('digest'), new Uint8Array(await response.arrayBuffer())).ok).toBe(true);
  });

  it('publishes the bank certificate as PEM', async () => {
    const response = await getBankCertificate();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/x-pem-file');
    expect((await response.text()).replace(/\r/g, '').trim()).toBe(seal.certificatePem.replace(/\r/g, '').trim());
  });
});
