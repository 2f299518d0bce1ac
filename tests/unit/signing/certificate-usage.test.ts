import { describe, expect, it } from 'vitest';
import { parseCertificate, type ParsedCertificate } from '@/lib/signing/certificate';
import { certificateUsageProblem, describeCertificateUsage } from '@/lib/signing/certificate-usage';
import { readExtendedKeyUsage, readIsCa, readKeyUsage } from '@/lib/signing/certificate-usage-fields';
import { DerError } from '@/lib/signing/der';
import { createTestCertificate, type TestCertificateOptions } from '@/tests/support/pki/create-test-certificate';

// D19's rule table for what TPP-Signature-Certificate is made for, over real certificates: the parse reads
// basicConstraints, keyUsage, extendedKeyUsage and QcType once, the check only compares.

const qcType = { esign: '0.4.0.1862.1.6.1', eseal: '0.4.0.1862.1.6.2', web: '0.4.0.1862.1.6.3' };
const purpose = {
  serverAuth: '1.3.6.1.5.5.7.3.1',
  clientAuth: '1.3.6.1.5.5.7.3.2',
  codeSigning: '1.3.6.1.5.5.7.3.3',
  emailProtection: '1.3.6.1.5.5.7.3.4',
  timeStamping: '1.3.6.1.5.5.7.3.8',
  documentSigning: '1.3.6.1.5.5.7.3.36',
  any: '2.5.29.37.0',
};
const seal =
  'requests are signed with an electronic seal certificate (QSealC, QcType id-etsi-qct-eseal 0.4.0.1862.1.6.2)';

let serial = 0x200;
function certificate(options: TestCertificateOptions): ParsedCertificate {
  serial += 1;
  const parsed = parseCertificate(
    createTestCertificate({ serialNumber: serial.toString(16).padStart(4, '0'), ...options }).base64,
  );
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.certificate;
}

const problemOf = (options: TestCertificateOptions) => certificateUsageProblem(certificate(options).usage);

describe('certificateUsageProblem (D19)', () => {
  it.each<[string, TestCertificateOptions]>([
    ['none of the extensions (an older certificate: any use)', {}],
    [
      'what a QSealC carries: cA false, digitalSignature and nonRepudiation, QcType eseal',
      { isCa: false, keyUsage: ['digitalSignature', 'nonRepudiation'], qcTypes: [qcType.eseal] },
    ],
    ['keyUsage digitalSignature alone', { keyUsage: ['digitalSignature'] }],
    ['keyUsage nonRepudiation alone', { keyUsage: ['nonRepudiation'] }],
    ['keyUsage digitalSignature with keyEncipherment', { keyUsage: ['digitalSignature', 'keyEncipherment'] }],
    ['QcType eseal without keyUsage', { qcTypes: [qcType.eseal] }],
    ['QcType eseal beside a type the bank does not know', { qcTypes: [qcType.eseal, '0.4.0.1862.1.6.9'] }],
    ['extendedKeyUsage clientAuth', { extendedKeyUsage: [purpose.clientAuth] }],
    [
      'extendedKeyUsage emailProtection and documentSigning',
      { extendedKeyUsage: [purpose.emailProtection, purpose.documentSigning] },
    ],
    ['extendedKeyUsage anyExtendedKeyUsage', { extendedKeyUsage: [purpose.any] }],
    ['extendedKeyUsage codeSigning beside clientAuth', { extendedKeyUsage: [purpose.codeSigning, purpose.clientAuth] }],
    ['extendedKeyUsage of a purpose the bank does not know', { extendedKeyUsage: ['1.3.6.1.4.1.311.10.3.12'] }],
  ])('accepts a certificate with %s', (_name, options) => {
    expect(problemOf(options)).toBeNull();
  });

  it.each<[string, TestCertificateOptions, string]>([
    [
      'a CA certificate',
      { isCa: true, keyUsage: ['keyCertSign', 'cRLSign'] },
      "is a CA certificate (basicConstraints cA=true); requests are signed with the TPP's own end-entity certificate, a QSealC",
    ],
    [
      'a CA certificate that may also sign',
      { isCa: true, keyUsage: ['digitalSignature', 'keyCertSign'], qcTypes: [qcType.eseal] },
      "is a CA certificate (basicConstraints cA=true); requests are signed with the TPP's own end-entity certificate, a QSealC",
    ],
    [
      'keyCertSign beside digitalSignature, without cA',
      { keyUsage: ['digitalSignature', 'keyCertSign'] },
      "has a keyUsage that signs certificates or revocation lists (keyCertSign), a CA's key; requests are signed with the TPP's own end-entity certificate, a QSealC",
    ],
    [
      'cRLSign beside nonRepudiation, cA false',
      { isCa: false, keyUsage: ['nonRepudiation', 'cRLSign'] },
      "has a keyUsage that signs certificates or revocation lists (cRLSign), a CA's key; requests are signed with the TPP's own end-entity certificate, a QSealC",
    ],
    [
      'keyCertSign and cRLSign with the signature bits of a QSealC, QcType eseal',
      { keyUsage: ['digitalSignature', 'nonRepudiation', 'keyCertSign', 'cRLSign'], qcTypes: [qcType.eseal] },
      "has a keyUsage that signs certificates or revocation lists (keyCertSign, cRLSign), a CA's key; requests are signed with the TPP's own end-entity certificate, a QSealC",
    ],
    [
      'a website certificate (QWAC)',
      {
        qcTypes: [qcType.web],
        keyUsage: ['digitalSignature', 'keyEncipherment'],
        extendedKeyUsage: [purpose.serverAuth, purpose.clientAuth],
      },
      `is a website certificate (QWAC, QcType id-etsi-qct-web 0.4.0.1862.1.6.3); ${seal}`,
    ],
    [
      'QcType web beside eseal',
      { qcTypes: [qcType.eseal, qcType.web] },
      `is a website certificate (QWAC, QcType id-etsi-qct-web 0.4.0.1862.1.6.3); ${seal}`,
    ],
    [
      "a person's signature certificate",
      { qcTypes: [qcType.esign] },
      `is a certificate for a person's electronic signature (QcType id-etsi-qct-esign 0.4.0.1862.1.6.1); ${seal}`,
    ],
    [
      'a QcType of no known type',
      { qcTypes: ['0.4.0.1862.1.6.9'] },
      `has the QcType 0.4.0.1862.1.6.9, which is not an electronic seal; ${seal}`,
    ],
    ['an empty QcType', { qcTypes: [] }, `has the QcType none, which is not an electronic seal; ${seal}`],
    [
      'extendedKeyUsage serverAuth',
      { extendedKeyUsage: [purpose.serverAuth] },
      `is a website certificate (extendedKeyUsage serverAuth, TLS server authentication); ${seal}`,
    ],
    [
      'extendedKeyUsage serverAuth beside clientAuth',
      { extendedKeyUsage: [purpose.clientAuth, purpose.serverAuth] },
      `is a website certificate (extendedKeyUsage serverAuth, TLS server authentication); ${seal}`,
    ],
    [
      'extendedKeyUsage codeSigning and timeStamping',
      { extendedKeyUsage: [purpose.codeSigning, purpose.timeStamping] },
      `has an extendedKeyUsage that allows only codeSigning, timeStamping, not signing requests; ${seal}`,
    ],
    [
      'keyUsage keyEncipherment alone',
      { keyUsage: ['keyEncipherment'] },
      'has a keyUsage that does not allow signatures (keyEncipherment); it needs digitalSignature or nonRepudiation',
    ],
    [
      'keyUsage keyAgreement and decipherOnly',
      { keyUsage: ['keyAgreement', 'decipherOnly'] },
      'has a keyUsage that does not allow signatures (keyAgreement, decipherOnly); it needs digitalSignature or nonRepudiation',
    ],
    [
      'a keyUsage with no bit set',
      { keyUsage: [] },
      'has a keyUsage that does not allow signatures (none); it needs digitalSignature or nonRepudiation',
    ],
    [
      'QcType eseal but keyUsage keyEncipherment',
      { qcTypes: [qcType.eseal], keyUsage: ['keyEncipherment'] },
      'has a keyUsage that does not allow signatures (keyEncipherment); it needs digitalSignature or nonRepudiation',
    ],
  ])('refuses %s', (_name, options, expected) => {
    expect(problemOf(options)).toBe(expected);
  });

  it('describes what a certificate that passes is for', () => {
    expect(
      describeCertificateUsage(
        certificate({ isCa: false, keyUsage: ['digitalSignature', 'nonRepudiation'], qcTypes: [qcType.eseal] }).usage,
      ),
    ).toBe(
      'An end-entity certificate made for signing: keyUsage digitalSignature, nonRepudiation; no extendedKeyUsage (any purpose); QcType id-etsi-qct-eseal 0.4.0.1862.1.6.2.',
    );
    expect(describeCertificateUsage(certificate({ extendedKeyUsage: [purpose.clientAuth, '1.2.3.4'] }).usage)).toBe(
      'An end-entity certificate made for signing: no keyUsage (any use); extendedKeyUsage clientAuth, 1.2.3.4; no QcType statement.',
    );
  });

  it('reads the usage once with the parse: the cached certificate carries it', () => {
    const issued = createTestCertificate({ serialNumber: '0300', qcTypes: [qcType.web] });
    const first = parseCertificate(issued.base64);
    const again = parseCertificate(issued.pem);
    expect(first.ok && again.ok && first.certificate.usage === again.certificate.usage).toBe(true);
    expect(first.ok && first.certificate.usage).toEqual({
      isCa: false,
      keyUsage: null,
      extendedKeyUsage: null,
      qcTypes: [qcType.web],
    });
    expect(first.ok && Object.isFrozen(first.certificate.usage)).toBe(true);
  });
});

describe('the usage extensions, as DER', () => {
  const der = (...octets: number[]) => Uint8Array.from(octets);

  it.each<[string, Uint8Array, string[]]>([
    [
      'digitalSignature and nonRepudiation (6 unused bits)',
      der(0x03, 0x02, 0x06, 0xc0),
      ['digitalSignature', 'nonRepudiation'],
    ],
    ['keyCertSign and cRLSign', der(0x03, 0x02, 0x01, 0x06), ['keyCertSign', 'cRLSign']],
    [
      'digitalSignature and decipherOnly (bit 8, in a second octet)',
      der(0x03, 0x03, 0x07, 0x80, 0x80),
      ['digitalSignature', 'decipherOnly'],
    ],
    ['no bit set', der(0x03, 0x01, 0x00), []],
  ])('reads keyUsage %s', (_name, value, expected) => {
    expect(readKeyUsage(value)).toEqual(expected);
  });

  it.each<[string, () => unknown]>([
    ['a keyUsage that is not a BIT STRING', () => readKeyUsage(der(0x04, 0x01, 0x80))],
    ['a keyUsage claiming 8 unused bits', () => readKeyUsage(der(0x03, 0x02, 0x08, 0x80))],
    ['an empty keyUsage BIT STRING with unused bits', () => readKeyUsage(der(0x03, 0x01, 0x01))],
    ['an empty extendedKeyUsage', () => readExtendedKeyUsage(der(0x30, 0x00))],
    ['a basicConstraints cA of two octets', () => readIsCa(der(0x30, 0x04, 0x01, 0x02, 0xff, 0xff))],
  ])('refuses %s with a DerError', (_name, read) => {
    expect(read).toThrow(DerError);
  });

  it.each<[string, Uint8Array, boolean]>([
    ['cA TRUE', der(0x30, 0x03, 0x01, 0x01, 0xff), true],
    ['cA FALSE', der(0x30, 0x03, 0x01, 0x01, 0x00), false],
    ['an empty sequence (cA DEFAULT FALSE)', der(0x30, 0x00), false],
    ['only a pathLenConstraint', der(0x30, 0x03, 0x02, 0x01, 0x00), false],
  ])('reads basicConstraints with %s', (_name, value, expected) => {
    expect(readIsCa(value)).toBe(expected);
  });

  it('makes a certificate with a malformed usage extension malformed, never accepted', () => {
    const issued = createTestCertificate({ serialNumber: '0301', keyUsage: ['digitalSignature'] });
    const keyUsage = Buffer.from('0603551d0f040403020780', 'hex');
    const at = issued.der.indexOf(keyUsage);
    expect(at).toBeGreaterThan(0);
    const broken = Buffer.from(issued.der);
    broken[at + keyUsage.length - 2] = 0x08;
    expect(parseCertificate(broken.toString('base64'))).toEqual({
      ok: false,
      reason: 'the certificate is malformed: KeyUsage is not a well-formed BIT STRING',
    });
  });
});
