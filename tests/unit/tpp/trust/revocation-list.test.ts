import { generateKeyPairSync } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { issueRevocationList } from '@/tests/support/pki/issue-revocation-list';
import { loadRevocationList, type RevocationList } from '@/lib/tpp/trust/revocation-list';
import { createTestAuthority } from '@/tests/support/pki/create-test-pki';
import { createTrustFixture, issueTppCertificate } from '@/tests/support/pki/trust-fixture';
import { loadTrustAnchors } from '@/lib/tpp/trust/trust-anchors';

const fixture = createTrustFixture();
afterAll(() => fixture.remove());

const anchorsResult = loadTrustAnchors(fixture.anchorsDir);
if (!anchorsResult.ok) throw new Error(anchorsResult.reason);
const { trustAnchors } = anchorsResult;
const dayMs = 24 * 60 * 60 * 1000;

function load(content: string | Uint8Array, name = 'crl.pem'): ReturnType<typeof loadRevocationList> {
  return loadRevocationList(fixture.writeFile(name, content), trustAnchors);
}

function loaded(content: string | Uint8Array): RevocationList {
  const result = load(content);
  if (!result.ok) throw new Error(result.reason);
  return result.revocationList;
}

describe('loadRevocationList and checkRevocation (D4)', () => {
  it.each([
    ['the same serial', 'AB12', 'AB12'],
    ['leading zeros on the list', 'AB12', '0000ab12'],
    ['leading zeros on the certificate', '000AB12', 'ab12'],
    ['lower case on the list', '7F3C5E', '7f3c5e'],
    ['a serial with the top bit set (DER sign octet)', '8F01', '8f01'],
  ])('finds a revoked certificate by serial: %s', (_name, certificateSerial, listedSerial) => {
    const tpp = issueTppCertificate(fixture.intermediate, { serialNumber: certificateSerial });
    const revokedAt = new Date('2026-01-02T03:04:05Z');
    const list = loaded(
      issueRevocationList({ ca: fixture.intermediate, revokedSerials: ['01', listedSerial], revokedAt }),
    );
    expect(list.checkRevocation(tpp)).toEqual({
      status: 'revoked',
      revokedAt,
      crlIssuerDn: 'CN=Test QTSP Issuing CA,O=Test QTSP AS,C=NO',
    });
  });

  it('reports a certificate that is not on a current list of its issuer as good', () => {
    const list = loaded(issueRevocationList({ ca: fixture.intermediate, revokedSerials: ['0A'] }));
    expect(list.checkRevocation(issueTppCertificate(fixture.intermediate, { serialNumber: '0B' }))).toEqual({
      status: 'good',
    });
  });

  it('matches the serial only within the list of the certificate issuer', () => {
    const list = loaded(issueRevocationList({ ca: fixture.root, revokedSerials: ['0C'] }));
    expect(list.checkRevocation(issueTppCertificate(fixture.intermediate, { serialNumber: '0C' }))).toEqual({
      status: 'unknown',
      reason: 'the bank has no revocation list of CN=Test QTSP Issuing CA,O=Test QTSP AS,C=NO',
    });
  });

  it('reads several PEM lists from one file, and a DER list', () => {
    const pem =
      issueRevocationList({ ca: fixture.root, revokedSerials: [] }) +
      issueRevocationList({ ca: fixture.intermediate, revokedSerials: ['0D'] });
    expect(loaded(pem).lists.map((list) => list.issuerDn)).toEqual([
      'CN=Test QTSP Root CA,O=Test QTSP AS,C=NO',
      'CN=Test QTSP Issuing CA,O=Test QTSP AS,C=NO',
    ]);
    const der = Buffer.from(
      issueRevocationList({ ca: fixture.intermediate, revokedSerials: ['0D'] }).replace(/-----[^-]+-----|\s/g, ''),
      'base64',
    );
    const fromDer = load(der, 'crl.der');
    expect(fromDer.ok && fromDer.revocationList.lists[0]?.revoked.has('D')).toBe(true);
  });

  it.each(['sha384', 'sha512'] as const)('verifies a list signed with %s', (hash) => {
    expect(load(issueRevocationList({ ca: fixture.intermediate, revokedSerials: ['0E'], hash })).ok).toBe(true);
  });

  it('treats an out-of-date list as unknown, but still reports what it revokes', () => {
    const thisUpdate = new Date(Date.now() - 10 * dayMs);
    const list = loaded(
      issueRevocationList({
        ca: fixture.intermediate,
        revokedSerials: ['0F'],
        thisUpdate,
        nextUpdate: new Date(Date.now() - dayMs),
      }),
    );
    expect(list.checkRevocation(issueTppCertificate(fixture.intermediate, { serialNumber: '10' }))).toMatchObject({
      status: 'unknown',
      reason: /out of date/,
    });
    expect(list.checkRevocation(issueTppCertificate(fixture.intermediate, { serialNumber: '0F' })).status).toBe(
      'revoked',
    );
  });

  it('returns the cached result while the file and the trust anchors are unchanged', () => {
    const file = fixture.writeFile('crl.pem', issueRevocationList({ ca: fixture.intermediate, revokedSerials: [] }));
    expect(loadRevocationList(file, trustAnchors)).toBe(loadRevocationList(file, trustAnchors));
  });

  const impostorKey = generateKeyPairSync('rsa', { modulusLength: 2048 })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();
  const unknownCa = createTestAuthority({ commonName: 'Unknown CA' });
  const goodList = issueRevocationList({ ca: fixture.intermediate, revokedSerials: ['11'] });

  it.each<[string, () => ReturnType<typeof loadRevocationList>, RegExp]>([
    [
      'a list signed with another key',
      () => load(issueRevocationList({ ca: { ...fixture.intermediate, keyPem: impostorKey }, revokedSerials: [] })),
      /has a bad signature/,
    ],
    ['a list whose signature was altered', () => load(tamperSignature(goodList)), /has a bad signature/],
    [
      'a list from a CA that is not a trust anchor',
      () => load(issueRevocationList({ ca: unknownCa, revokedSerials: [] })),
      /not in the trust anchors/,
    ],
    [
      'a bad list beside a good one',
      () => load(goodList + issueRevocationList({ ca: unknownCa, revokedSerials: [] })),
      /Revocation list 2 in .* not in the trust anchors/,
    ],
    [
      'a list without nextUpdate, which could never be out of date',
      () => load(issueRevocationList({ ca: fixture.intermediate, revokedSerials: [], nextUpdate: null })),
      /has no nextUpdate/,
    ],
    [
      'a missing file',
      () => loadRevocationList(`${fixture.anchorsDir}/missing.crl`, trustAnchors),
      /cannot be read: it does not exist/,
    ],
    ['a PEM file without a CRL', () => load(fixture.root.certPem), /holds no PEM X509 CRL/],
    ['bytes that are not DER', () => load(Uint8Array.from([0x30, 0x82, 0x01]), 'crl.der'), /is malformed: truncated/],
  ])('fails closed on %s', (_name, run, reason) => {
    const result = run();
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(reason);
  });
});

/** Flips a bit in the last octet of the signature. */
function tamperSignature(pem: string): Uint8Array {
  const der = Buffer.from(pem.replace(/-----[^-]+-----|\s/g, ''), 'base64');
  der[der.length - 1] = (der[der.length - 1] ?? 0) ^ 0x01;
  return der;
}
