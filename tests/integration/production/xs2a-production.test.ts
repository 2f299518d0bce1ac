import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestAuthority } from '@/tests/support/pki/create-test-pki';
import { issueRevocationList } from '@/tests/support/pki/issue-revocation-list';
import { issueTestCertificate, type IssuedCertificate } from '@/lib/certificate-issuer/issue-certificate';
import { newOrganizationIdentifier } from '@/tools/tpp-kit/create-sandbox-tpp';
import { signRequest } from '@/tools/tpp-kit/sign-request';
import type { Psd2Role } from '@/lib/certificate-issuer/psd2-roles';

// D4 production mode: the certificate must chain to a configured trust anchor, be unexpired and not revoked, and the
// TPP must be in the register with the role it uses. lib/env is read once per test file, so settings go in first.
const dir = await mkdtemp(path.join(os.tmpdir(), 'psd2-production-'));
const root = createTestAuthority({ commonName: 'Test QTSP Root CA' });
const issuing = createTestAuthority({ commonName: 'Test QTSP Issuing CA', issuer: root });
const otherCa = createTestAuthority({ commonName: 'Unknown CA' });
const day = 86_400_000;

type TestTpp = { organizationIdentifier: string; certificate: IssuedCertificate };

function tpp(
  roles: Psd2Role[],
  extra: { ca?: typeof issuing | 'self-signed'; validTo?: Date; validFrom?: Date; serialNumber?: string } = {},
): TestTpp {
  const organizationIdentifier = newOrganizationIdentifier();
  const ca = extra.ca ?? issuing;
  const certificate = issueTestCertificate({
    organizationIdentifier,
    organizationName: 'Production TPP AS',
    roles,
    ...extra,
    ca: ca === 'self-signed' ? 'self-signed' : { certPem: ca.certPem, keyPem: ca.keyPem },
  });
  return { organizationIdentifier, certificate };
}

const registered = tpp(['PSP_AI', 'PSP_PI']);
const registeredForAisOnly = tpp(['PSP_AI', 'PSP_PI']);
const revoked = tpp(['PSP_AI'], { serialNumber: '00C0FFEE01' });
const expired = tpp(['PSP_AI'], { validFrom: new Date(Date.now() - 400 * day), validTo: new Date(Date.now() - day) });
const untrusted = tpp(['PSP_AI'], { ca: otherCa });
const selfSigned = tpp(['PSP_AI'], { ca: 'self-signed' });
const unregistered = tpp(['PSP_AI']);
const withdrawn = tpp(['PSP_AI']);

const entry = (subject: TestTpp, authorisedRoles: string[], status = 'authorised') => ({
  organizationIdentifier: subject.organizationIdentifier,
  name: 'Production TPP AS',
  country: 'NO',
  nca: 'Finanstilsynet',
  authorisedRoles,
  status,
});

await mkdir(path.join(dir, 'anchors'));
await writeFile(path.join(dir, 'anchors', 'qtsp.pem'), `${root.certPem}\n${issuing.certPem}`);
await writeFile(
  path.join(dir, 'crl.pem'),
  issueRevocationList({ ca: { certPem: issuing.certPem, keyPem: issuing.keyPem }, revokedSerials: ['C0FFEE01'] }),
);
await writeFile(
  path.join(dir, 'register.json'),
  JSON.stringify({
    updatedAt: new Date().toISOString(),
    entries: [
      entry(registered, ['PSP_AI', 'PSP_PI']),
      entry(registeredForAisOnly, ['PSP_AI']),
      entry(revoked, ['PSP_AI']),
      entry(expired, ['PSP_AI']),
      entry(untrusted, ['PSP_AI']),
      entry(selfSigned, ['PSP_AI']),
      entry(withdrawn, ['PSP_AI'], 'withdrawn'),
    ],
  }),
);
Object.assign(process.env, {
  XS2A_ENV: 'production',
  XS2A_TRUST_ANCHORS_DIR: path.join(dir, 'anchors'),
  XS2A_CRL_FILE: path.join(dir, 'crl.pem'),
  XS2A_TPP_REGISTER_FILE: path.join(dir, 'register.json'),
});
const { withXs2a } = await import('@/lib/xs2a/with-xs2a');
const { otherMethods } = await import('@/lib/xs2a/other-methods');
const { db } = await import('@/lib/db');

afterAll(async () => {
  await db.$disconnect();
});

async function call(subject: TestTpp, options: { roles?: Psd2Role[]; isSandboxOnly?: boolean } = {}) {
  const signed = signRequest({ method: 'GET', url: '/v1/production-test', certificate: subject.certificate });
  const response = await withXs2a(async () => ({ status: 200, body: { served: true } }), {
    operation: 'test',
    roles: options.roles?.filter((role) => role !== 'PSP_AS'),
    isSandboxOnly: options.isSandboxOnly,
  })(new Request('http://localhost/v1/production-test', { headers: signed.headers }), { params: Promise.resolve({}) });
  return { status: response.status, body: await response.json() };
}

describe('production mode (D4)', () => {
  it('serves a TPP whose certificate chains to a trust anchor and who is registered for the role', async () => {
    expect(await call(registered, { roles: ['PSP_PI'] })).toEqual({ status: 200, body: { served: true } });
  });

  it.each([
    ['a certificate from a CA that is not a trust anchor', untrusted, 401, 'CERTIFICATE_INVALID'],
    ['a self-signed certificate', selfSigned, 401, 'CERTIFICATE_INVALID'],
    ['an expired certificate', expired, 401, 'CERTIFICATE_EXPIRED'],
    ['a revoked certificate', revoked, 401, 'CERTIFICATE_REVOKED'],
    ['a TPP not in the register', unregistered, 401, 'ROLE_INVALID'],
    ['a TPP withdrawn from the register', withdrawn, 401, 'CERTIFICATE_BLOCKED'],
  ] as const)('refuses %s', async (_name, subject, status, code) => {
    const response = await call(subject, { roles: ['PSP_AI'] });
    expect(response.status).toBe(status);
    expect(response.body.tppMessages[0].code).toBe(code);
    expect(response.body.tppMessages[0].text).not.toMatch(/\/tmp|\.pem|\.json/);
  });

  it('refuses a role the register does not authorise, even when the certificate has it', async () => {
    expect((await call(registeredForAisOnly, { roles: ['PSP_AI'] })).status).toBe(200);
    const response = await call(registeredForAisOnly, { roles: ['PSP_PI'] });
    expect(response.status).toBe(401);
    expect(response.body.tppMessages[0].code).toBe('ROLE_INVALID');
    // Operations open to several roles (GET /v1/user: PSP_PI or PSP_AI) check the register too.
    const eitherRole = await call(registeredForAisOnly, { roles: ['PSP_PI', 'PSP_IC'] });
    expect([eitherRole.status, eitherRole.body.tppMessages[0].code]).toEqual([401, 'ROLE_INVALID']);
    expect((await call(registeredForAisOnly, { roles: ['PSP_PI', 'PSP_AI'] })).status).toBe(200);
  });

  it('hands the handler the roles the register authorises, not every role of the certificate', async () => {
    const signed = signRequest({
      method: 'GET',
      url: '/v1/production-test',
      certificate: registeredForAisOnly.certificate,
    });
    const response = await withXs2a(async ({ tpp }) => ({ status: 200, body: { roles: tpp.roles } }), {
      operation: 'test',
      roles: ['PSP_AI', 'PSP_PI'],
    })(new Request('http://localhost/v1/production-test', { headers: signed.headers }), {
      params: Promise.resolve({}),
    });
    expect(await response.json()).toEqual({ roles: ['PSP_AI'] });
  });

  it('answers sandbox-only operations with 404 as if they did not exist', async () => {
    const response = await call(registered, { isSandboxOnly: true });
    expect(response.status).toBe(404);
    expect(response.body.tppMessages[0].code).toBe('RESOURCE_UNKNOWN');
  });

  it('answers a sandbox path with 404 whatever the verb, not 405 with the verbs the sandbox offers there', async () => {
    const signed = signRequest({ method: 'PUT', url: '/v1/sandbox/customers', certificate: registered.certificate });
    const response = await otherMethods(['GET', 'POST']).PUT(
      new Request('http://localhost/v1/sandbox/customers', { method: 'PUT', headers: signed.headers }),
      { params: Promise.resolve({}) },
    );
    expect(response.status).toBe(404);
    expect(response.headers.get('allow')).toBeNull();
    expect(((await response.json()) as { tppMessages: { code: string }[] }).tppMessages[0]?.code).toBe(
      'RESOURCE_UNKNOWN',
    );
  });
});
