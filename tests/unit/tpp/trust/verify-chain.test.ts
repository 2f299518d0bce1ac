import { afterAll, describe, expect, it } from 'vitest';
import { createTestAuthority, type TestAuthority } from '@/tests/support/pki/create-test-pki';
import { createTrustFixture, issueTppCertificate } from '@/tests/support/pki/trust-fixture';
import { loadTrustAnchors, type TrustAnchors } from '@/lib/tpp/trust/trust-anchors';
import { verifyChain } from '@/lib/tpp/trust/verify-chain';

const fixture = createTrustFixture();
afterAll(() => fixture.remove());

const dayMs = 24 * 60 * 60 * 1000;

function anchorsOf(authorities: TestAuthority[]): TrustAnchors {
  const result = loadTrustAnchors(fixture.writeAnchors(authorities));
  if (!result.ok) throw new Error(result.reason);
  return result.trustAnchors;
}

describe('verifyChain (D4)', () => {
  it('trusts a TPP certificate issued by an intermediate that chains to a root in the folder', () => {
    const result = verifyChain(
      issueTppCertificate(fixture.intermediate),
      anchorsOf([fixture.root, fixture.intermediate]),
    );
    expect(result).toMatchObject({
      trusted: true,
      chain: [
        'CN=Test TPP AS,organizationIdentifier=PSDNO-FSA-123456,O=Test TPP AS,C=NO',
        'CN=Test QTSP Issuing CA,O=Test QTSP AS,C=NO',
        'CN=Test QTSP Root CA,O=Test QTSP AS,C=NO',
      ],
    });
  });

  it('trusts a TPP certificate issued directly by a root', () => {
    expect(verifyChain(issueTppCertificate(fixture.root), anchorsOf([fixture.root])).trusted).toBe(true);
  });

  const otherRoot = createTestAuthority({ commonName: 'Other QTSP Root CA' });
  const expiredIntermediate = createTestAuthority({
    commonName: 'Expired Issuing CA',
    issuer: fixture.root,
    notBefore: new Date(Date.now() - 400 * dayMs),
    notAfter: new Date(Date.now() - dayMs),
  });
  const futureIntermediate = createTestAuthority({
    commonName: 'Future Issuing CA',
    issuer: fixture.root,
    notBefore: new Date(Date.now() + dayMs),
  });
  const endEntityIssuer = createTestAuthority({ commonName: 'Not A CA', issuer: fixture.root, isCa: false });
  const strictRoot = createTestAuthority({ commonName: 'Strict Root CA', pathLength: 0 });
  const belowStrictRoot = createTestAuthority({ commonName: 'Below Strict Root', issuer: strictRoot });
  const smallKeyIntermediate = createTestAuthority({
    commonName: 'Small Key Issuing CA',
    issuer: fixture.root,
    keyBits: 1024,
  });
  const sha1Intermediate = createTestAuthority({
    commonName: 'SHA-1 Issuing CA',
    issuer: fixture.root,
    signatureHash: 'sha1',
  });
  const md5Root = createTestAuthority({ commonName: 'MD5 Root CA', signatureHash: 'md5' });
  const smallKeyRoot = createTestAuthority({ commonName: 'Small Key Root CA', keyBits: 1024 });
  const belowSmallKeyRoot = createTestAuthority({ commonName: 'Below Small Key Root', issuer: smallKeyRoot });

  it.each<[string, () => [TestAuthority | 'self-signed', TestAuthority[]], RegExp]>([
    [
      'a self-signed TPP certificate',
      () => ['self-signed', [fixture.root, fixture.intermediate]],
      /does not chain to a trusted CA/,
    ],
    [
      'a certificate from another CA',
      () => [otherRoot, [fixture.root, fixture.intermediate]],
      /issuer CN=Other QTSP Root CA.* is not a trust anchor/,
    ],
    [
      'an intermediate whose root is not in the folder',
      () => [fixture.intermediate, [fixture.intermediate]],
      /does not chain to a trusted CA/,
    ],
    [
      'an expired intermediate',
      () => [expiredIntermediate, [fixture.root, expiredIntermediate]],
      /CA certificate CN=Expired Issuing CA.* expired on/,
    ],
    [
      'an intermediate that is not valid yet',
      () => [futureIntermediate, [fixture.root, futureIntermediate]],
      /CN=Future Issuing CA.* is not valid before/,
    ],
    [
      'an issuer without basicConstraints CA',
      () => [endEntityIssuer, [fixture.root, endEntityIssuer]],
      /CN=Not A CA.* is not a CA certificate/,
    ],
    [
      'a root whose pathLenConstraint forbids the intermediate',
      () => [belowStrictRoot, [strictRoot, belowStrictRoot]],
      /allows 0 intermediate CAs below it, not 1/,
    ],
    [
      'an intermediate with a 1024-bit key (D19)',
      () => [smallKeyIntermediate, [fixture.root, smallKeyIntermediate]],
      /^The CA certificate CN=Small Key Issuing CA,O=Test QTSP AS,C=NO has a 1024-bit RSA key; eIDAS \(ETSI TS 119 312\) requires at least 2048 bits$/,
    ],
    [
      'an intermediate its root signed with SHA-1 (D19)',
      () => [sha1Intermediate, [fixture.root, sha1Intermediate]],
      /^The CA certificate CN=SHA-1 Issuing CA,O=Test QTSP AS,C=NO is signed with SHA-1 \(sha1WithRSAEncryption\)/,
    ],
    [
      'a trust anchor root that signed itself with MD5 (D19)',
      () => [md5Root, [md5Root]],
      /^The CA certificate CN=MD5 Root CA,O=Test QTSP AS,C=NO is signed with MD5 \(md5WithRSAEncryption\)/,
    ],
    [
      'a trust anchor root with a 1024-bit key above a strong intermediate (D19)',
      () => [belowSmallKeyRoot, [smallKeyRoot, belowSmallKeyRoot]],
      /^The CA certificate CN=Small Key Root CA,O=Test QTSP AS,C=NO has a 1024-bit RSA key/,
    ],
  ])('does not trust %s', (_name, setup, reason) => {
    const [issuer, anchors] = setup();
    const result = verifyChain(issueTppCertificate(issuer), anchorsOf(anchors));
    expect(result.trusted).toBe(false);
    expect(!result.trusted && result.reason).toMatch(reason);
  });

  it('finds the valid path when a CA name has both an expired and a current certificate', () => {
    const renewed = createTestAuthority({ commonName: 'Expired Issuing CA', issuer: fixture.root });
    const tpp = issueTppCertificate(renewed);
    expect(verifyChain(tpp, anchorsOf([fixture.root, expiredIntermediate, renewed])).trusted).toBe(true);
  });

  it('does not trust a self-signed TPP certificate even when it is in the folder', () => {
    const tpp = issueTppCertificate('self-signed');
    const anchors = loadTrustAnchors(fixture.writeAnchors([{ certPem: tpp.pem, keyPem: '', x509: tpp.x509 }]));
    expect(anchors.ok && verifyChain(tpp, anchors.trustAnchors).trusted).toBe(false);
  });

  it('stops at five CA certificates above the TPP certificate', () => {
    const hierarchy = [createTestAuthority({ commonName: 'Deep Root' })];
    for (let level = 1; level <= 5; level += 1) {
      hierarchy.push(createTestAuthority({ commonName: `Deep CA ${level}`, issuer: hierarchy[level - 1] }));
    }
    const anchors = anchorsOf(hierarchy);
    const tooDeep = verifyChain(issueTppCertificate(hierarchy[5]!), anchors);
    expect(!tooDeep.trusted && tooDeep.reason).toMatch(/longer than 5 CA certificates/);
    expect(verifyChain(issueTppCertificate(hierarchy[4]!), anchors).trusted).toBe(true);
  });
});
