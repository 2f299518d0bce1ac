import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestAuthority } from '@/tests/support/pki/create-test-pki';
import { createTrustFixture } from '@/tests/support/pki/trust-fixture';
import { loadTrustAnchors } from '@/lib/tpp/trust/trust-anchors';

const fixture = createTrustFixture();
afterAll(() => fixture.remove());

describe('loadTrustAnchors (D4)', () => {
  it('reads every certificate of a PEM bundle, marking the self-signed root', () => {
    const result = loadTrustAnchors(fixture.anchorsDir);
    if (!result.ok) throw new Error(result.reason);
    expect(
      result.trustAnchors.anchors.map((anchor) => [
        anchor.certificate.subjectDn,
        anchor.isSelfSigned,
        anchor.pathLengthConstraint,
      ]),
    ).toEqual([
      ['CN=Test QTSP Issuing CA,O=Test QTSP AS,C=NO', false, 0],
      ['CN=Test QTSP Root CA,O=Test QTSP AS,C=NO', true, null],
    ]);
  });

  it('reads DER *.crt files and PEM with text between blocks, and skips other files', () => {
    const dir = path.dirname(fixture.writeFile('root.crt', fixture.root.x509.raw));
    fs.writeFileSync(
      path.join(dir, 'issuing.pem'),
      `subject=CN=Test QTSP Issuing CA\r\n${fixture.intermediate.certPem.replaceAll('\n', '\r\n')}`,
    );
    fs.writeFileSync(path.join(dir, 'README.txt'), 'not a certificate');
    const result = loadTrustAnchors(dir);
    expect(result.ok && result.trustAnchors.anchors.map((anchor) => path.basename(anchor.file))).toEqual([
      'issuing.pem',
      'root.crt',
    ]);
  });

  it('returns the cached anchors until a file in the folder changes', () => {
    const dir = fixture.writeAnchors([fixture.root]);
    const first = loadTrustAnchors(dir);
    expect(loadTrustAnchors(dir)).toBe(first);
    fs.writeFileSync(path.join(dir, 'second.pem'), fixture.intermediate.certPem);
    const second = loadTrustAnchors(dir);
    expect(second).not.toBe(first);
    expect(second.ok && second.trustAnchors.anchors).toHaveLength(2);
  });

  it.each([
    ['a missing folder', () => path.join(fixture.anchorsDir, 'missing'), /cannot be read: it does not exist/],
    [
      'a folder without certificate files',
      () => path.dirname(fixture.writeFile('notes.txt', 'x')),
      /holds no \*\.pem or \*\.crt file/,
    ],
    [
      'a PEM file without certificates',
      () =>
        path.dirname(fixture.writeFile('key.pem', '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n')),
      /holds no PEM certificate/,
    ],
    [
      'a truncated PEM block',
      () => path.dirname(fixture.writeFile('cut.pem', fixture.root.certPem.slice(0, 200))),
      /holds no PEM certificate/,
    ],
    [
      'a DER file that is not a certificate',
      () => path.dirname(fixture.writeFile('junk.crt', Uint8Array.from([0x30, 0x03, 0x02, 0x01, 0x01]))),
      /Certificate 1 in .*junk\.crt is invalid/,
    ],
  ])('fails closed on %s', (_name, makeDir, reason) => {
    const result = loadTrustAnchors(makeDir());
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(reason);
  });

  it('keeps a CA certificate that is not self-signed out of the roots', () => {
    const other = createTestAuthority({ commonName: 'Cross CA', issuer: fixture.intermediate });
    const result = loadTrustAnchors(fixture.writeAnchors([other]));
    expect(result.ok && result.trustAnchors.anchors[0]?.isSelfSigned).toBe(false);
  });
});
