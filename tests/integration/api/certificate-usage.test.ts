import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { db } from '@/lib/db';
import { createSandboxTpp, newOrganizationIdentifier } from '@/tools/tpp-kit/create-sandbox-tpp';
import type { IssueCertificateOptions } from '@/lib/certificate-issuer/issue-certificate';
import {
  writeProductionTrustFiles,
  type ProductionTrustFiles,
} from '@/tests/integration/support/production-trust-files';
import { startAppInstance, type AppInstance } from '@/tests/integration/support/test-environment';
import { authorisedRegisterEntry } from '@/tests/integration/support/authorised-register-entry';
import { behindTlsProxyEnv } from '@/tests/integration/support/behind-tls-proxy-env';
import { writeTppRegister } from '@/tests/integration/support/write-tpp-register';

// D19: TPP-Signature-Certificate must be made for signing, the TPP's own seal (QSealC). A CA certificate, a CA's key
// without cA, a website certificate (QWAC, by its QcType or its serverAuth purpose) and one whose keyUsage allows no
// signatures are refused with 401 CERTIFICATE_INVALID, in the sandbox and in production alike, and the refusal
// registers no TPP.
const seal =
  'requests are signed with an electronic seal certificate (QSealC, QcType id-etsi-qct-eseal 0.4.0.1862.1.6.2)';
const refused: [string, Partial<IssueCertificateOptions>, string][] = [
  [
    'a website certificate (QcType web)',
    { qcType: 'web' },
    `The TPP-Signature-Certificate is a website certificate (QWAC, QcType id-etsi-qct-web 0.4.0.1862.1.6.3); ${seal}.`,
  ],
  [
    'a TLS server certificate (extendedKeyUsage serverAuth)',
    { extendedKeyUsage: ['1.3.6.1.5.5.7.3.1'] },
    `The TPP-Signature-Certificate is a website certificate (extendedKeyUsage serverAuth, TLS server authentication); ${seal}.`,
  ],
  [
    'a CA certificate',
    { isCa: true, keyUsage: ['keyCertSign', 'cRLSign'] },
    "The TPP-Signature-Certificate is a CA certificate (basicConstraints cA=true); requests are signed with the TPP's own end-entity certificate, a QSealC.",
  ],
  [
    "a CA's key (keyUsage keyCertSign and cRLSign beside digitalSignature) without cA",
    { keyUsage: ['digitalSignature', 'keyCertSign', 'cRLSign'] },
    "The TPP-Signature-Certificate has a keyUsage that signs certificates or revocation lists (keyCertSign, cRLSign), a CA's key; requests are signed with the TPP's own end-entity certificate, a QSealC.",
  ],
  [
    'a keyUsage without digitalSignature and nonRepudiation',
    { keyUsage: ['keyEncipherment'] },
    'The TPP-Signature-Certificate has a keyUsage that does not allow signatures (keyEncipherment); it needs digitalSignature or nonRepudiation.',
  ],
];

const refusal = (text: string) => ({
  tppMessages: [{ category: 'ERROR', code: 'CERTIFICATE_INVALID', path: 'TPP-Signature-Certificate', text }],
});

afterAll(async () => {
  await db.$disconnect();
});

describe('the sandbox (D4, D19)', () => {
  const baseUrl = inject('baseUrl');

  it.each(refused)('refuses %s and registers no TPP', async (_name, certificate, text) => {
    const { client, organizationIdentifier } = createSandboxTpp({ baseUrl, certificate });
    const response = await client.request('GET', '/v1/sandbox/customers');
    expect({ status: response.status, body: response.body }).toEqual({ status: 401, body: refusal(text) });
    expect(await db.tpp.findUnique({ where: { organizationIdentifier } })).toBeNull();
  });

  it.each<[string, Partial<IssueCertificateOptions>]>([
    ["the kit's QSealC (keyUsage digitalSignature and nonRepudiation, QcType eseal)", {}],
    ['an older certificate without keyUsage and QcType', { keyUsage: null, qcType: null }],
  ])('accepts %s', async (_name, certificate) => {
    const { client } = createSandboxTpp({ baseUrl, certificate });
    expect((await client.request('GET', '/v1/sandbox/customers')).status).toBe(200);
  });
});

describe('production (D4, D19)', () => {
  const registered: string[] = [];
  let dir = '';
  let trust: ProductionTrustFiles | undefined;
  let production: AppInstance | undefined;

  /** A certificate from the trusted issuing CA for a TPP the register authorises for PSP_AI, so only its purpose can fail. */
  function registeredTpp(certificate: Partial<IssueCertificateOptions>) {
    const organizationIdentifier = newOrganizationIdentifier();
    registered.push(organizationIdentifier);
    const ca = { certPem: trust?.issuing.certPem ?? '', keyPem: trust?.issuing.keyPem ?? '' };
    return createSandboxTpp({
      baseUrl: production?.baseUrl ?? '',
      roles: ['PSP_AI'],
      certificate: { ...certificate, organizationIdentifier, ca },
    });
  }

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'psd2-usage-'));
    trust = await writeProductionTrustFiles(dir);
    production = await startAppInstance({
      databaseUrl: inject('databaseUrl'),
      dataDir: dir,
      extraEnv: {
        ...behindTlsProxyEnv('certificate-usage-metrics-token-0123456789ab'),
        ...trust.env,
      },
    });
  });

  afterAll(async () => {
    await production?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  /** The register is read again when its file changes (D4), so TPPs made by a test are registered before it calls. */
  async function writeRegister(): Promise<void> {
    const entries = registered.map((organizationIdentifier) =>
      authorisedRegisterEntry({ organizationIdentifier, name: 'Usage TPP AS', authorisedRoles: ['PSP_AI'] }),
    );
    await writeTppRegister(trust?.env.XS2A_TPP_REGISTER_FILE ?? '', entries);
  }

  it.each(refused)('refuses %s from a trusted CA for a registered TPP', async (_name, certificate, text) => {
    const { client } = registeredTpp(certificate);
    await writeRegister();
    const response = await client.request('GET', '/v1/sandbox/customers');
    expect({ status: response.status, body: response.body }).toEqual({ status: 401, body: refusal(text) });
  });

  it("accepts the kit's QSealC from a trusted CA: past authentication, a sandbox path is 404 (D4)", async () => {
    const { client } = registeredTpp({});
    await writeRegister();
    const response = await client.request('GET', '/v1/sandbox/customers');
    expect([response.status, (response.body as { tppMessages: { code: string }[] }).tppMessages[0]?.code]).toEqual([
      404,
      'RESOURCE_UNKNOWN',
    ]);
  });
});
