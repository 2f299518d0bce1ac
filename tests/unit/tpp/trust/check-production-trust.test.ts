import { createPrivateKey } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCertificate, type ParsedCertificate } from '@/lib/signing/certificate';
import { holdRegisterCopy } from '@/lib/tpp/eba-register/held-register-copy';
import { createTestCertificate } from '@/tests/support/pki/create-test-certificate';
import {
  checkProductionTrust,
  type NeededRole,
  type ProductionTrustConfig,
  type ProductionTrustResult,
} from '@/lib/tpp/trust/check-production-trust';
import { issueRevocationList } from '@/tests/support/pki/issue-revocation-list';
import { createTestAuthority } from '@/tests/support/pki/create-test-pki';
import { createTrustFixture, issueTppCertificate } from '@/tests/support/pki/trust-fixture';

const fixture = createTrustFixture();
afterAll(() => fixture.remove());

const revokedIntermediate = createTestAuthority({
  commonName: 'Revoked Issuing CA',
  issuer: fixture.root,
  serialNumber: '7e57',
});
const uncoveredIntermediate = createTestAuthority({ commonName: 'Uncovered Issuing CA', issuer: fixture.root });
const trustAnchorsDir = fixture.writeAnchors([
  fixture.root,
  fixture.intermediate,
  revokedIntermediate,
  uncoveredIntermediate,
]);
const crlFile = fixture.writeFile(
  'crls.pem',
  issueRevocationList({ ca: fixture.root, revokedSerials: ['7E57'] }) +
    issueRevocationList({
      ca: fixture.intermediate,
      revokedSerials: ['DEAD01'],
      revokedAt: new Date('2026-02-01T12:00:00Z'),
    }) +
    issueRevocationList({ ca: revokedIntermediate, revokedSerials: [] }),
);
const entry = (organizationIdentifier: string, status: string, authorisedRoles: string[]) => ({
  organizationIdentifier,
  name: `TPP ${organizationIdentifier}`,
  country: 'NO',
  nca: 'Finanstilsynet',
  authorisedRoles,
  status,
});
const registerFile = fixture.writeFile(
  'tpp-register.json',
  JSON.stringify({
    updatedAt: '2026-03-02T06:00:00Z',
    entries: [
      entry('PSDNO-FSA-123456', 'authorised', ['PSP_AI', 'PSP_PI']),
      entry('PSDNO-FSA-200000', 'withdrawn', ['PSP_AI']),
      entry('PSDNO-FSA-300000', 'suspended', ['PSP_AI']),
    ],
  }),
);
const config: ProductionTrustConfig = { trustAnchorsDir, crlFile, registerFile };

const tpp = (organizationIdentifier = 'PSDNO-FSA-123456', serialNumber?: string) =>
  issueTppCertificate(fixture.intermediate, { organizationIdentifier, ...(serialNumber ? { serialNumber } : {}) });

/** Issued by the intermediate, but without organizationIdentifier in the subject. */
function tppWithoutOrganizationIdentifier(): ParsedCertificate {
  const certificate = createTestCertificate({
    subject: [
      { oid: '2.5.4.6', value: 'NO', isPrintable: true },
      { oid: '2.5.4.3', value: 'No Identifier AS' },
    ],
    issuer: [
      { oid: '2.5.4.6', value: 'NO', isPrintable: true },
      { oid: '2.5.4.10', value: 'Test QTSP AS' },
      { oid: '2.5.4.3', value: 'Test QTSP Issuing CA' },
    ],
    signingKey: createPrivateKey(fixture.intermediate.keyPem),
    notBefore: new Date(Date.now() - 60_000),
    notAfter: new Date(Date.now() + 86_400_000),
  });
  const parsed = parseCertificate(certificate.pem);
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.certificate;
}

const badlySignedCrl = fixture.writeFile(
  'bad.pem',
  issueRevocationList({ ca: { ...fixture.intermediate, keyPem: fixture.root.keyPem }, revokedSerials: [] }),
);
const missingFile = path.join(os.tmpdir(), 'xs2a-trust-missing', 'nothing-here');
const unavailable = 'The bank cannot check certificates at the moment';

/** Checks one certificate: the expected result; a refusal's text is short and names no local path. */
function expectTrust(
  certificate: ParsedCertificate,
  trustConfig: ProductionTrustConfig,
  neededRole: NeededRole | undefined,
  expected: Partial<ProductionTrustResult>,
): void {
  const result = checkProductionTrust(certificate, trustConfig, neededRole);
  expect(result).toMatchObject(expected.ok ? expected : { ok: false, ...expected });
  if (result.ok) expect(result.registerEntry.organizationIdentifier).toBe('PSDNO-FSA-123456');
  else {
    expect(result.text.length).toBeLessThanOrEqual(500);
    expect(result.text).not.toContain(os.tmpdir());
  }
}

describe('checkProductionTrust (D4)', () => {
  it.each<[string, NeededRole | undefined]>([
    ['a registered TPP with the role', 'PSP_PI'],
    ['a registered TPP when no role is needed', undefined],
  ])('%s', (_name, neededRole) => {
    expectTrust(tpp(), config, neededRole, { ok: true });
  });

  it.each<[string, ProductionTrustConfig, string, RegExp?]>([
    [
      'no trust anchor folder',
      { ...config, trustAnchorsDir: undefined },
      'the setting XS2A_TRUST_ANCHORS_DIR is missing',
    ],
    ['no revocation list', { ...config, crlFile: '' }, 'the setting XS2A_CRL_FILE is missing'],
    ['no register', { ...config, registerFile: undefined }, 'the setting XS2A_TPP_REGISTER_FILE is missing'],
    [
      'no configuration at all',
      {},
      'the settings XS2A_TRUST_ANCHORS_DIR, XS2A_CRL_FILE, XS2A_TPP_REGISTER_FILE are missing',
    ],
    [
      'an unreadable trust anchor folder',
      { ...config, trustAnchorsDir: missingFile },
      'its trust anchors cannot be read',
    ],
    [
      'a badly signed revocation list',
      { ...config, crlFile: badlySignedCrl },
      'its revocation list cannot be used',
      /has a bad signature/,
    ],
    [
      'an unreadable register',
      { ...config, registerFile: missingFile },
      'the TPP register cannot be read',
      /it does not exist/,
    ],
  ])('%s', (_name, trustConfig, reason, detail) => {
    expectTrust(tpp(), trustConfig, 'PSP_AI', {
      code: 'CERTIFICATE_INVALID',
      text: `${unavailable}: ${reason}`,
      ...(detail ? { detail: expect.stringMatching(detail) } : {}),
    });
  });

  it.each<[string, () => ParsedCertificate, Partial<ProductionTrustResult>]>([
    [
      'a self-signed certificate',
      () => issueTppCertificate('self-signed'),
      { code: 'CERTIFICATE_INVALID', text: expect.stringMatching(/^The certificate does not chain to a trusted CA/) },
    ],
    [
      'a revoked certificate',
      () => tpp('PSDNO-FSA-123456', '00dead01'),
      {
        code: 'CERTIFICATE_REVOKED',
        text: 'The certificate (serial DEAD01) is revoked by CN=Test QTSP Issuing CA,O=Test QTSP AS,C=NO since 2026-02-01T12:00:00.000Z',
      },
    ],
    [
      'a revoked certificate of an unregistered TPP',
      () => tpp('PSDNO-FSA-999999', 'DEAD01'),
      { code: 'CERTIFICATE_REVOKED' },
    ],
    [
      'a certificate below a revoked intermediate',
      () => issueTppCertificate(revokedIntermediate),
      {
        code: 'CERTIFICATE_REVOKED',
        text: expect.stringMatching(
          /^The issuing CA CN=Revoked Issuing CA,O=Test QTSP AS,C=NO is revoked by CN=Test QTSP Root CA/,
        ),
      },
    ],
    [
      'a certificate whose issuer has no revocation list',
      () => issueTppCertificate(uncoveredIntermediate),
      {
        code: 'CERTIFICATE_INVALID',
        text: 'The revocation status of the certificate cannot be checked: the bank has no revocation list of CN=Uncovered Issuing CA,O=Test QTSP AS,C=NO',
      },
    ],
    [
      'a certificate without organizationIdentifier',
      tppWithoutOrganizationIdentifier,
      { code: 'CERTIFICATE_INVALID', text: 'The certificate has no organizationIdentifier (2.5.4.97)' },
    ],
  ])('%s', (_name, certificate, expected) => {
    expectTrust(certificate(), config, 'PSP_AI', expected);
  });

  it.each<[string, string, NeededRole | undefined, 'ROLE_INVALID' | 'CERTIFICATE_BLOCKED', string]>([
    [
      'a TPP that is not in the register',
      'PSDNO-FSA-999999',
      'PSP_AI',
      'ROLE_INVALID',
      'The TPP PSDNO-FSA-999999 is not in the TPP register',
    ],
    [
      'a withdrawn TPP',
      'PSDNO-FSA-200000',
      undefined,
      'CERTIFICATE_BLOCKED',
      'The TPP register lists PSDNO-FSA-200000 as withdrawn',
    ],
    [
      'a suspended TPP',
      'PSDNO-FSA-300000',
      'PSP_AI',
      'CERTIFICATE_BLOCKED',
      'The TPP register lists PSDNO-FSA-300000 as suspended',
    ],
    [
      'a role the register does not authorise',
      'PSDNO-FSA-123456',
      'PSP_IC',
      'ROLE_INVALID',
      'The TPP register does not authorise PSDNO-FSA-123456 for funds confirmation (PSP_IC)',
    ],
  ])('%s', (_name, organizationIdentifier, neededRole, code, text) => {
    expectTrust(tpp(organizationIdentifier), config, neededRole, { code, text });
  });

  describe('with a copy of the EBA register (D35)', () => {
    const copyEntry = (organizationIdentifier: string, status: 'authorised' | 'withdrawn', roles: string[]) => ({
      organizationIdentifier,
      name: 'EBA listed AS',
      country: 'NO',
      nca: 'NO_FSA',
      authorisedRoles: roles as ('PSP_AI' | 'PSP_PI' | 'PSP_IC')[],
      status,
    });
    beforeAll(() => {
      holdRegisterCopy({
        id: 'copy',
        fetchedAt: new Date(),
        entries: new Map(
          [
            copyEntry('PSDNO-FSA-123456', 'authorised', ['PSP_PI']),
            copyEntry('PSDNO-FSA-300000', 'authorised', ['PSP_AI']),
            copyEntry('PSDNO-FSA-999999', 'withdrawn', ['PSP_AI']),
          ].map((entry) => [entry.organizationIdentifier, entry]),
        ),
      });
    });
    afterAll(() => {
      holdRegisterCopy(null);
    });

    // Account information (PSP_AI) asked for each time: the file authorises 123456 for it, the copy does not.
    const withdrawnText = (organizationIdentifier: string) =>
      `The TPP register lists ${organizationIdentifier} as withdrawn`;
    it.each([
      [
        'takes the roles from the copy before the file',
        'PSDNO-FSA-123456',
        'ROLE_INVALID',
        'The TPP register does not authorise PSDNO-FSA-123456 for account information (PSP_AI)',
      ],
      [
        'blocks a TPP the copy lists as withdrawn',
        'PSDNO-FSA-999999',
        'CERTIFICATE_BLOCKED',
        withdrawnText('PSDNO-FSA-999999'),
      ],
      [
        'looks a TPP the copy does not list up in the file',
        'PSDNO-FSA-200000',
        'CERTIFICATE_BLOCKED',
        withdrawnText('PSDNO-FSA-200000'),
      ],
    ] as const)('%s', (_name, organizationIdentifier, code, text) => {
      expectTrust(tpp(organizationIdentifier), config, 'PSP_AI', { code, text });
    });

    it('takes the status from the copy before the file', () => {
      const result = checkProductionTrust(tpp('PSDNO-FSA-300000'), config, 'PSP_AI');
      expect(result).toMatchObject({ ok: true, registerEntry: { name: 'EBA listed AS', status: 'authorised' } });
    });
  });
});
