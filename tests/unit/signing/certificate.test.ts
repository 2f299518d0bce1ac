import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseCertificate } from '@/lib/signing/certificate';
import { createTestCertificate, generateTestKeyPair } from '@/tests/support/pki/create-test-certificate';

const certificate = createTestCertificate();
const pemBody = certificate.base64.match(/.{1,64}/g)?.join('\n') ?? '';
const urlSafe = certificate.base64.replaceAll('+', '-').replaceAll('/', '_');

describe('parseCertificate', () => {
  it('reads identity, roles, validity and key of a PSD2 certificate', () => {
    const result = parseCertificate(certificate.base64);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.certificate).toMatchObject({
      serialNumber: 'C0FFEE0123456789',
      issuerDn: 'CN=Test QTSP Issuing CA G1,organizationIdentifier=NTRNO-987654321,O=Test QTSP AS,C=NO',
      subjectDn: 'CN=tpp.example.com,organizationIdentifier=PSDNO-FSA-123456,O=Test TPP AS,C=NO',
      organizationIdentifier: 'PSDNO-FSA-123456',
      organizationName: 'Test TPP AS',
      commonName: 'tpp.example.com',
      roles: ['PSP_AI', 'PSP_PI'],
      ncaName: 'Finanstilsynet',
      ncaId: 'NO-FSA',
      notBefore: new Date('2026-01-01T00:00:00Z'),
      notAfter: new Date('2027-01-01T00:00:00Z'),
      signatureAlgorithmOid: '1.2.840.113549.1.1.11',
    });
    expect(result.certificate.fingerprint).toBe(result.certificate.x509.fingerprint256.replaceAll(':', ''));
    expect(result.certificate.serialNumber).toBe(result.certificate.x509.serialNumber.replace(/^0+/, ''));
    expect(result.certificate.publicKey.equals(certificate.publicKey)).toBe(true);
    expect(result.certificate.pem).toContain('-----BEGIN CERTIFICATE-----');
  });

  it.each([
    ['base64 DER (the spec)', certificate.base64],
    ['PEM', certificate.pem],
    ['PEM with CRLF', certificate.pem.replaceAll('\n', '\r\n')],
    ['PEM flattened onto one line', certificate.pem.replaceAll('\n', '')],
    ['PEM with newlines turned into spaces', certificate.pem.replaceAll('\n', ' ')],
    ['PEM with all whitespace removed', certificate.pem.replace(/\s/g, '')],
    ['PEM with literal \\n', certificate.pem.replaceAll('\n', '\\n')],
    ['base64 split over lines', pemBody],
    ['URL-safe base64', urlSafe],
    ['URL-safe base64 without padding', urlSafe.replace(/=+$/, '')],
    ['percent-encoded base64', encodeURIComponent(certificate.base64)],
    ['percent-encoded PEM', encodeURIComponent(certificate.pem)],
    ['base64 of a PEM file', Buffer.from(certificate.pem).toString('base64')],
    [
      'a PEM chain (the first certificate is the signing one)',
      `${certificate.pem}${createTestCertificate({ serialNumber: '01' }).pem}`,
    ],
  ])('accepts %s', (_name, input) => {
    const result = parseCertificate(input);
    expect(result.ok && result.certificate.serialNumber).toBe('C0FFEE0123456789');
  });

  it('returns the cached object for the same certificate in another encoding', () => {
    const first = parseCertificate(certificate.base64);
    const second = parseCertificate(certificate.pem);
    expect(first.ok && second.ok && first.certificate === second.certificate).toBe(true);
  });

  it.each([
    ['an empty value', '', /neither base64 DER nor PEM/],
    ['text with punctuation', 'not a certificate!', /neither base64 DER nor PEM/],
    ['base64-looking text', 'notacertificate', /not an X.509 certificate/],
    ['base64 that is not DER', Buffer.from('hello world').toString('base64'), /not an X.509 certificate/],
    [
      'a truncated certificate',
      certificate.der.subarray(0, 600).toString('base64'),
      /not an X.509 certificate|malformed/,
    ],
    [
      'a certificate with trailing octets',
      Buffer.concat([certificate.der, Buffer.from([0])]).toString('base64'),
      /not an X.509 certificate|malformed/,
    ],
    [
      'PEM without an END line',
      certificate.pem.replace('-----END CERTIFICATE-----', ''),
      /BEGIN CERTIFICATE and END CERTIFICATE/,
    ],
    ['a value over 64 KiB', 'A'.repeat(70_000), /longer than 64 KiB/],
    ['broken percent-encoding', `${certificate.base64}%E0%A4%A`, /percent-encoding/],
    [
      'a private key',
      generateTestKeyPair().privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      /BEGIN CERTIFICATE/,
    ],
  ])('refuses %s', (_name, input, reason) => {
    const result = parseCertificate(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(reason);
  });

  it('refuses a certificate whose two signature algorithm fields differ (RFC 5280 4.1.2.3)', () => {
    const sha256WithRsa = Buffer.from('06092a864886f70d01010b', 'hex');
    const der = Buffer.from(certificate.der);
    const outer = der.lastIndexOf(sha256WithRsa);
    der[outer + sha256WithRsa.length - 1] = 0x0d;
    const result = parseCertificate(der.toString('base64'));
    expect(result).toEqual({
      ok: false,
      reason: 'the certificate is malformed: the signature algorithm in tbsCertificate differs from signatureAlgorithm',
    });
  });

  it('never throws on corrupted certificates', () => {
    for (let offset = 0; offset < certificate.der.length; offset += 7) {
      const corrupted = Buffer.from(certificate.der);
      corrupted[offset] = (corrupted[offset] ?? 0) ^ 0xff;
      expect(() => parseCertificate(corrupted.toString('base64'))).not.toThrow();
    }
  });
});

describe('parseCertificate on other certificate shapes', () => {
  it('reads all four roles and a serial with a leading zero octet', () => {
    const result = parseCertificate(
      createTestCertificate({
        serialNumber: '0080',
        psd2: { roles: ['PSP_AS', 'PSP_PI', 'PSP_AI', 'PSP_IC'], ncaName: 'Finanstilsynet', ncaId: 'NO-FSA' },
      }).base64,
    );
    expect(result.ok && result.certificate).toMatchObject({
      serialNumber: '80',
      roles: ['PSP_AS', 'PSP_PI', 'PSP_AI', 'PSP_IC'],
    });
  });

  it('gives no roles and no NCA without the PSD2 QCStatement', () => {
    const result = parseCertificate(createTestCertificate({ serialNumber: '02', psd2: null }).base64);
    expect(result.ok && result.certificate).toMatchObject({ roles: [], ncaName: null, ncaId: null });
  });

  it('gives null for subject attributes the certificate lacks', () => {
    const result = parseCertificate(
      createTestCertificate({ serialNumber: '03', subject: [{ oid: '2.5.4.3', value: 'only a name' }] }).base64,
    );
    expect(result.ok && result.certificate).toMatchObject({
      organizationIdentifier: null,
      organizationName: null,
      commonName: 'only a name',
      subjectDn: 'CN=only a name',
    });
  });

  it('escapes special characters in names and reads dates after 2049 as GeneralizedTime', () => {
    const result = parseCertificate(
      createTestCertificate({
        serialNumber: '04',
        subject: [
          { oid: '2.5.4.10', value: 'Bank, "Best" AS' },
          { oid: '2.5.4.3', value: 'Bø' },
        ],
        notAfter: new Date('2051-06-01T00:00:00Z'),
      }).base64,
    );
    expect(result.ok && result.certificate).toMatchObject({
      subjectDn: 'CN=Bø,O=Bank\\, \\"Best\\" AS',
      notAfter: new Date('2051-06-01T00:00:00Z'),
    });
  });

  it('reads a certificate whose key is not RSA', () => {
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const result = parseCertificate(
      createTestCertificate({ serialNumber: '05', keyPair: ec, signingKey: generateTestKeyPair().privateKey }).base64,
    );
    expect(result.ok && result.certificate.publicKey.asymmetricKeyType).toBe('ec');
  });
});
