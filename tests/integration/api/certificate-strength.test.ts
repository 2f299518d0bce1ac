import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { issueRevocationList } from '@/tests/support/pki/issue-revocation-list';
import { createTestAuthority, type TestAuthority } from '@/tests/support/pki/create-test-pki';
import { createSandboxTpp, newOrganizationIdentifier } from '@/tools/tpp-kit/create-sandbox-tpp';
import type { IssueCertificateOptions } from '@/lib/certificate-issuer/issue-certificate';
import { startAppInstance, type AppInstance } from '@/tests/integration/support/test-environment';
import { authorisedRegisterEntry } from '@/tests/integration/support/authorised-register-entry';
import { behindTlsProxyEnv } from '@/tests/integration/support/behind-tls-proxy-env';
import { writeTppRegister } from '@/tests/integration/support/write-tpp-register';

// D19: certificates with RSA keys under 2048 bits or signed with MD5 or SHA-1 are refused with 401
// CERTIFICATE_INVALID, in the sandbox and in production; in production every CA on the path is held to the same rule.
const weak: [string, Partial<IssueCertificateOptions>, string][] = [
  [
    'a 1024-bit RSA key',
    { keyBits: 1024 },
    'The TPP-Signature-Certificate has a 1024-bit RSA key; eIDAS (ETSI TS 119 312) requires at least 2048 bits.',
  ],
  [
    'an MD5 signature',
    { signatureHash: 'md5' },
    'The TPP-Signature-Certificate is signed with MD5 (md5WithRSAEncryption); eIDAS (ETSI TS 119 312) requires SHA-256 or better.',
  ],
  [
    'a SHA-1 signature',
    { signatureHash: 'sha1' },
    'The TPP-Signature-Certificate is signed with SHA-1 (sha1WithRSAEncryption); eIDAS (ETSI TS 119 312) requires SHA-256 or better.',
  ],
];

const refusal = (text: string) => ({
  tppMessages: [{ category: 'ERROR', code: 'CERTIFICATE_INVALID', path: 'TPP-Signature-Certificate', text }],
});

describe('the sandbox (D4, D19)', () => {
  const baseUrl = inject('baseUrl');

  it.each(weak)('refuses a certificate with %s', async (_name, certificate, text) => {
    const { client } = createSandboxTpp({ baseUrl, certificate });
    const response = await client.request('GET', '/v1/sandbox/customers');
    expect({ status: response.status, body: response.body }).toEqual({ status: 401, body: refusal(text) });
  });

  it('accepts a 2048-bit RSA certificate signed with SHA-256', async () => {
    const { client } = createSandboxTpp({ baseUrl, certificate: { keyBits: 2048, signatureHash: 'sha256' } });
    expect((await client.request('GET', '/v1/sandbox/customers')).status).toBe(200);
  });
});

describe('production (D4, D19)', () => {
  const root = createTestAuthority({ commonName: 'Strength Root CA' });
  const issuing = createTestAuthority({ commonName: 'Strength Issuing CA', issuer: root });
  const smallKeyIssuing = createTestAuthority({ commonName: 'Small Key Issuing CA', issuer: root, keyBits: 1024 });
  const sha1Issuing = createTestAuthority({ commonName: 'SHA-1 Issuing CA', issuer: root, signatureHash: 'sha1' });
  const registered: string[] = [];
  let dir = '';
  let production: AppInstance | undefined;

  /** A TPP in the register, with a certificate from `ca` (the strong issuing CA by default). */
  function productionTpp(certificate: Partial<IssueCertificateOptions>, ca: TestAuthority = issuing) {
    const organizationIdentifier = newOrganizationIdentifier();
    registered.push(organizationIdentifier);
    return createSandboxTpp({
      baseUrl: production?.baseUrl ?? '',
      roles: ['PSP_AI'],
      certificate: { organizationIdentifier, ...certificate, ca: { certPem: ca.certPem, keyPem: ca.keyPem } },
    });
  }

  const tpps = {
    weak: weak.map(([name, certificate, text]) => [name, () => productionTpp(certificate), text] as const),
    strong: () => productionTpp({ keyBits: 2048, signatureHash: 'sha256' }),
    belowSmallKey: () => productionTpp({}, smallKeyIssuing),
    belowSha1: () => productionTpp({}, sha1Issuing),
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'psd2-strength-'));
    await mkdir(path.join(dir, 'anchors'));
    await writeFile(
      path.join(dir, 'anchors', 'qtsp.pem'),
      [root, issuing, smallKeyIssuing, sha1Issuing].map((ca) => ca.certPem).join('\n'),
    );
    const crls = [issuing, smallKeyIssuing, sha1Issuing].map((ca) =>
      issueRevocationList({ ca: { certPem: ca.certPem, keyPem: ca.keyPem }, revokedSerials: [] }),
    );
    await writeFile(path.join(dir, 'crl.pem'), crls.join(''));
    await writeRegister();
    production = await startAppInstance({
      databaseUrl: inject('databaseUrl'),
      dataDir: dir,
      extraEnv: {
        ...behindTlsProxyEnv('certificate-strength-metrics-token-0123456789'),
        NEXTAUTH_SECRET: 'certificate-strength-test-secret-0123456789',
        XS2A_TRUST_ANCHORS_DIR: path.join(dir, 'anchors'),
        XS2A_CRL_FILE: path.join(dir, 'crl.pem'),
        XS2A_TPP_REGISTER_FILE: path.join(dir, 'register.json'),
      },
    });
  });

  afterAll(async () => {
    await production?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  /** The register is read when its file changes (D4), so TPPs made by a test are registered before it calls. */
  async function writeRegister(): Promise<void> {
    const entries = registered.map((organizationIdentifier) =>
      authorisedRegisterEntry({ organizationIdentifier, name: 'Strength TPP AS', authorisedRoles: ['PSP_AI'] }),
    );
    await writeTppRegister(path.join(dir, 'register.json'), entries);
  }

  it.each(tpps.weak)('refuses a certificate with %s', async (_name, makeTpp, text) => {
    const { client } = makeTpp();
    await writeRegister();
    const response = await client.request('GET', '/v1/sandbox/customers');
    expect({ status: response.status, body: response.body }).toEqual({ status: 401, body: refusal(text) });
  });

  it.each([
    [
      'a 1024-bit key',
      tpps.belowSmallKey,
      'The CA certificate CN=Small Key Issuing CA,O=Test QTSP AS,C=NO has a 1024-bit RSA key; eIDAS (ETSI TS 119 312) requires at least 2048 bits',
    ],
    [
      'a SHA-1 signature',
      tpps.belowSha1,
      'The CA certificate CN=SHA-1 Issuing CA,O=Test QTSP AS,C=NO is signed with SHA-1 (sha1WithRSAEncryption); eIDAS (ETSI TS 119 312) requires SHA-256 or better',
    ],
  ])('refuses a strong certificate below an issuing CA with %s', async (_name, makeTpp, text) => {
    const { client } = makeTpp();
    await writeRegister();
    const response = await client.request('GET', '/v1/sandbox/customers');
    expect({ status: response.status, body: response.body }).toEqual({ status: 401, body: refusal(text) });
  });

  it('accepts a 2048-bit RSA certificate signed with SHA-256: past authentication, a sandbox path is 404 (D4)', async () => {
    const { client } = tpps.strong();
    await writeRegister();
    const response = await client.request('GET', '/v1/sandbox/customers');
    expect([response.status, (response.body as { tppMessages: { code: string }[] }).tppMessages[0]?.code]).toEqual([
      404,
      'RESOURCE_UNKNOWN',
    ]);
  });
});
