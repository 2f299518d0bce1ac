import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { issueRevocationList } from '@/tests/support/pki/issue-revocation-list';
import { createTrustFixture } from '@/tests/support/pki/trust-fixture';
import { checkProductionTrustFiles } from './production-trust-files';

const fixture = createTrustFixture();
afterAll(() => fixture.remove());

const register = JSON.stringify({
  updatedAt: '2026-11-01T00:00:00Z',
  entries: [
    {
      organizationIdentifier: 'PSDNO-FSA-123456',
      name: 'Test TPP AS',
      country: 'NO',
      nca: 'Finanstilsynet',
      authorisedRoles: ['PSP_AI'],
      status: 'authorised',
    },
  ],
});
const good = {
  XS2A_ENV: 'production',
  XS2A_TRUST_ANCHORS_DIR: fixture.anchorsDir,
  XS2A_CRL_FILE: fixture.writeFile('crl.pem', issueRevocationList({ ca: fixture.intermediate, revokedSerials: [] })),
  XS2A_TPP_REGISTER_FILE: fixture.writeFile('register.json', register),
};

describe('checkProductionTrustFiles (D4)', () => {
  it('lets production start with trust anchors, revocation lists and a register that load', () => {
    expect(() => checkProductionTrustFiles(good)).not.toThrow();
  });

  it('asks nothing of the sandbox', () => {
    expect(() => checkProductionTrustFiles({ XS2A_ENV: 'sandbox' })).not.toThrow();
    expect(() => checkProductionTrustFiles({})).not.toThrow();
  });

  it.each([
    [
      'no trust settings at all',
      { XS2A_TRUST_ANCHORS_DIR: undefined, XS2A_CRL_FILE: undefined, XS2A_TPP_REGISTER_FILE: undefined },
      /Production needs XS2A_TRUST_ANCHORS_DIR, XS2A_CRL_FILE, XS2A_TPP_REGISTER_FILE/,
    ],
    ['no revocation list', { XS2A_CRL_FILE: undefined }, /Production needs XS2A_CRL_FILE \(/],
    [
      'an anchors folder that does not exist',
      { XS2A_TRUST_ANCHORS_DIR: path.join(fixture.anchorsDir, 'missing') },
      /^XS2A_TRUST_ANCHORS_DIR: /,
    ],
    [
      'a revocation list without nextUpdate',
      {
        XS2A_CRL_FILE: fixture.writeFile(
          'other.pem',
          issueRevocationList({ ca: fixture.root, revokedSerials: [], nextUpdate: null }),
        ),
      },
      /^XS2A_CRL_FILE: .*nextUpdate/,
    ],
    [
      'a register that is not JSON',
      { XS2A_TPP_REGISTER_FILE: fixture.writeFile('register.txt', 'not json') },
      /^XS2A_TPP_REGISTER_FILE: The TPP register .* cannot be read/,
    ],
  ])('refuses production with %s, naming the setting', (_name, change, message) => {
    expect(() => checkProductionTrustFiles({ ...good, ...change })).toThrow(message);
  });
});
