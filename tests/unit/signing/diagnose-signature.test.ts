import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  diagnoseSignature,
  type SignatureDiagnosis,
  type SignedRequest,
  type StepName,
} from '@/lib/signing/diagnose-signature';
import { stepNames } from '@/lib/signing/diagnosis-types';
import { computeDigest } from '@/lib/signing/digest';
import { createTestCertificate, generateTestKeyPair, testIssuer } from '@/tests/support/pki/create-test-certificate';
import { createTestSignatureHeader, wrapEncodedWord } from '@/tests/support/pki/sign-test-request';

const now = new Date('2026-03-01T12:00:00Z');
const certificate = createTestCertificate({ serialNumber: '00C0FFEE0123456789' });
const issuerDn = 'CN=Test QTSP Issuing CA G1,organizationIdentifier=NTRNO-987654321,O=Test QTSP AS,C=NO';
const keyId = `SN=C0FFEE0123456789,CA=${issuerDn}`;
const paymentBody = '{"instructedAmount":{"currency":"NOK","amount":"123.45"},"creditorName":"Kari Nordmann"}';
const signedByDefault = ['digest', 'x-request-id', 'psu-id', 'tpp-redirect-uri', 'date'];

// An issuer with a comma in a value, as in `O="Sparebank Nord, AS"`.
const commaCertificate = createTestCertificate({
  serialNumber: '0A',
  issuer: [testIssuer[0]!, { oid: '2.5.4.10', value: 'Sparebank Nord, AS' }, { oid: '2.5.4.3', value: 'Nord CA' }],
});
const ecCertificate = createTestCertificate({
  serialNumber: '0B',
  keyPair: generateKeyPairSync('ec', { namedCurve: 'P-256' }),
  signingKey: generateTestKeyPair().privateKey,
});
// D19: weak certificates, each signed for with its own key so that only the certificate is at fault.
const smallKeyPair = generateKeyPairSync('rsa', { modulusLength: 1024 });
const smallKeyCertificate = createTestCertificate({ serialNumber: '0C', keyPair: smallKeyPair });
const sha1Certificate = createTestCertificate({ serialNumber: '0D', signatureHash: 'sha1' });
const md5Certificate = createTestCertificate({ serialNumber: '0E', signatureHash: 'md5' });
const ecdsaIssuedCertificate = createTestCertificate({
  serialNumber: '0F',
  signingKey: generateKeyPairSync('ec', { namedCurve: 'P-384' }).privateKey,
  signatureHash: 'sha384',
});
// D19: what the certificate is made for. A QSealC's extensions pass; a website certificate, a CA, a CA's key without cA
// and a key not for signatures are refused, each signed for with the certificate's own key so that only its purpose is
// at fault.
const sealCertificate = createTestCertificate({
  serialNumber: '10',
  isCa: false,
  keyUsage: ['digitalSignature', 'nonRepudiation'],
  qcTypes: ['0.4.0.1862.1.6.2'],
});
const websiteCertificate = createTestCertificate({
  serialNumber: '11',
  keyUsage: ['digitalSignature', 'keyEncipherment'],
  extendedKeyUsage: ['1.3.6.1.5.5.7.3.1', '1.3.6.1.5.5.7.3.2'],
  qcTypes: ['0.4.0.1862.1.6.3'],
});
const caCertificate = createTestCertificate({ serialNumber: '12', isCa: true, keyUsage: ['keyCertSign', 'cRLSign'] });
const encipherCertificate = createTestCertificate({
  serialNumber: '13',
  keyUsage: ['keyEncipherment', 'dataEncipherment'],
});
const serverAuthCertificate = createTestCertificate({ serialNumber: '14', extendedKeyUsage: ['1.3.6.1.5.5.7.3.1'] });
const caKeyCertificate = createTestCertificate({
  serialNumber: '15',
  keyUsage: ['digitalSignature', 'nonRepudiation', 'keyCertSign'],
  qcTypes: ['0.4.0.1862.1.6.2'],
});

type HeaderChanges = Record<string, string | null>;

type Variant = {
  method?: string;
  target?: string;
  body?: string | null;
  /** Set before signing; null removes a header. */
  headers?: HeaderChanges;
  headerNames?: string[];
  keyId?: string;
  algorithm?: string;
  hash?: 'sha256' | 'sha512';
  privateKey?: KeyObject;
  /** The TPP-Signature-Certificate value; null leaves it out. */
  certificate?: string | null;
  /** Rewrites the Signature header value; null leaves it out. */
  signature?: (value: string) => string | null;
  /** Changes made after signing, as a man in the middle would. */
  after?: { headers?: HeaderChanges; target?: string; method?: string; body?: string };
  now?: Date;
};

function apply(headers: Headers, changes: HeaderChanges = {}): void {
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) headers.delete(name);
    else headers.set(name, value);
  }
}

function buildRequest(variant: Variant = {}): SignedRequest {
  const method = variant.method ?? 'POST';
  const target = variant.target ?? '/v1/payments/sepa-credit-transfers';
  const body = variant.body === undefined ? paymentBody : variant.body;
  const bodyBytes = body === null ? null : new TextEncoder().encode(body);
  const headers = new Headers({
    'Content-Type': 'application/json',
    'X-Request-ID': '99391c7e-ad88-49ec-a2ad-99ddcb1f7721',
    Date: now.toUTCString(),
    'PSU-ID': '0f0a9c1e-6a3b-4f57-9d0b-6f3f1c1e2a4b',
    'TPP-Redirect-URI': 'https://tpp.example.com/callback?state=abc',
  });
  if (bodyBytes && bodyBytes.length > 0) headers.set('Digest', computeDigest(bodyBytes, 'SHA-256'));
  apply(headers, variant.headers);
  const signature = createTestSignatureHeader({
    method,
    target,
    headers,
    headerNames: variant.headerNames ?? signedByDefault.filter((name) => headers.has(name)),
    privateKey: variant.privateKey ?? certificate.privateKey,
    keyId: variant.keyId ?? keyId,
    algorithm: variant.algorithm,
    hash: variant.hash,
  });
  const signatureValue = variant.signature ? variant.signature(signature) : signature;
  if (signatureValue !== null) headers.set('Signature', signatureValue);
  const certificateValue = variant.certificate === undefined ? certificate.base64 : variant.certificate;
  if (certificateValue !== null) headers.set('TPP-Signature-Certificate', certificateValue);
  apply(headers, variant.after?.headers);
  const receivedBody = variant.after?.body === undefined ? bodyBytes : new TextEncoder().encode(variant.after.body);
  return {
    method: variant.after?.method ?? method,
    target: variant.after?.target ?? variant.target ?? target,
    headers,
    body: receivedBody,
  };
}

function diagnose(variant: Variant = {}) {
  return diagnoseSignature(buildRequest(variant), { now: variant.now ?? now, clockSkewSeconds: 60 });
}

/** The diagnosis failed at `step` with `code` (and a text matching `text`); the steps before it passed, the rest skipped. */
function expectRefusal(diagnosis: SignatureDiagnosis, step: StepName, code: string, text?: RegExp): void {
  expect(diagnosis.isValid).toBe(false);
  expect(diagnosis.failure).toMatchObject({ step, code, status: 400 });
  if (text) expect(diagnosis.failure?.text).toMatch(text);
  expect(diagnosis.failure?.text.length).toBeLessThanOrEqual(500);
  const failedAt = stepNames.indexOf(step);
  expect(diagnosis.steps.map((entry) => entry.outcome)).toEqual(
    stepNames.map((_, index) => (index < failedAt ? 'passed' : index === failedAt ? 'failed' : 'skipped')),
  );
}

const withIssuer = (issuer: string, serial = 'C0FFEE0123456789') => `SN=${serial},CA=${issuer}`;

describe('diagnoseSignature accepts', () => {
  it.each<[string, Variant]>([
    ['a POST with a body, SHA-256 Digest and rsa-sha256', {}],
    ['a GET without body or Digest', { method: 'GET', target: '/v1/accounts?withBalance=true', body: null }],
    ['a POST without a body and without Digest', { target: '/v1/bank-offered-consents', body: null }],
    [
      'an empty body with the empty-body Digest',
      { body: '', headers: { Digest: computeDigest(new Uint8Array(), 'SHA-256') } },
    ],
    ['the Signature wrapped in RFC 2047 B (utf-8)', { signature: (value) => wrapEncodedWord(value, 'B') }],
    ['the Signature wrapped in RFC 2047 Q (utf-8)', { signature: (value) => wrapEncodedWord(value, 'Q') }],
    [
      'the Signature wrapped in RFC 2047 B (ISO-8859-1)',
      { signature: (value) => wrapEncodedWord(value, 'B', 'ISO-8859-1') },
    ],
    ['a lower-case keyId serial', { keyId: withIssuer(issuerDn, 'c0ffee0123456789') }],
    ['a keyId serial with leading zeros', { keyId: withIssuer(issuerDn, '0000C0FFEE0123456789') }],
    ['a keyId serial with colons', { keyId: withIssuer(issuerDn, 'C0:FF:EE:01:23:45:67:89') }],
    [
      'the keyId issuer in certificate order',
      { keyId: withIssuer('C=NO,O=Test QTSP AS,organizationIdentifier=NTRNO-987654321,CN=Test QTSP Issuing CA G1') },
    ],
    [
      'the keyId issuer with other spacing and case',
      { keyId: withIssuer('cn=test qtsp issuing ca g1, ORGANIZATIONIDENTIFIER=ntrno-987654321, o=test qtsp as, c=no') },
    ],
    [
      'the keyId issuer with the OID 2.5.4.97',
      { keyId: withIssuer('CN=Test QTSP Issuing CA G1, 2.5.4.97=NTRNO-987654321, O=Test QTSP AS, C=NO') },
    ],
    ['a keyId with spaces around its parts', { keyId: ` SN = C0FFEE0123456789 , CA = ${issuerDn}` }],
    [
      'a keyId issuer with a quoted value (escaped quotes in the header)',
      { certificate: commaCertificate.base64, keyId: 'SN=0A,CA=CN=Nord CA,O="Sparebank Nord, AS",C=NO' },
    ],
    [
      'a keyId issuer with an RFC 4514 escaped comma',
      { certificate: commaCertificate.base64, keyId: 'SN=0a,CA=C=NO,O=Sparebank Nord\\, AS,CN=Nord CA' },
    ],
    ['(request-target) first', { headerNames: ['(request-target)', ...signedByDefault] }],
    [
      '(request-target) last, with a query',
      {
        target: '/v1/accounts?withBalance=true',
        method: 'GET',
        body: null,
        headerNames: ['date', 'x-request-id', 'psu-id', 'tpp-redirect-uri', '(request-target)'],
      },
    ],
    ['a Date with an unpadded day', { headers: { Date: 'Sun, 1 Mar 2026 12:00:00 GMT' } }],
    ['a Date with +0000', { headers: { Date: 'Sun, 01 Mar 2026 12:00:00 +0000' } }],
    ['a Date 59 s behind the server', { headers: { Date: 'Sun, 01 Mar 2026 11:59:01 GMT' } }],
    ['rsa-sha512', { algorithm: 'rsa-sha512' }],
    [
      'a certificate its issuer signed with ECDSA and SHA-384 (D19)',
      { certificate: ecdsaIssuedCertificate.base64, keyId: withIssuer(issuerDn, '0F') },
    ],
    [
      "a QSealC's cA, keyUsage and QcType (D19)",
      { certificate: sealCertificate.base64, keyId: withIssuer(issuerDn, '10') },
    ],
    ['an upper-case algorithm name', { algorithm: 'RSA-SHA256' }],
    ['a SHA-512 Digest', { headers: { Digest: computeDigest(new TextEncoder().encode(paymentBody), 'SHA-512') } }],
    [
      'a Digest with MD5 and SHA-256',
      {
        headers: {
          Digest: `MD5=Q2hlY2sgSW50ZWdyaXR5IQ==, ${computeDigest(new TextEncoder().encode(paymentBody), 'SHA-256')}`,
        },
      },
    ],
    [
      'PSU-Corporate-ID signed',
      { headers: { 'PSU-Corporate-ID': 'c0ffee' }, headerNames: [...signedByDefault, 'psu-corporate-id'] },
    ],
    [
      'extra headers signed and unknown ones unsigned',
      {
        headers: { 'PSU-Context': 'PRIVATE', 'X-Aggregator': 'x', 'PSU-IP-Address': '192.0.2.1' },
        headerNames: [...signedByDefault, 'psu-ip-address', 'content-type'],
      },
    ],
    [
      'a GET with no PSU-ID or TPP-Redirect-URI',
      { method: 'GET', body: null, headers: { 'PSU-ID': null, 'TPP-Redirect-URI': null } },
    ],
    ['the certificate as one-line PEM', { certificate: certificate.pem.replaceAll('\n', '') }],
    [
      'the certificate as URL-safe base64 without padding',
      { certificate: certificate.base64.replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '') },
    ],
  ])('%s', (_name, variant) => {
    const diagnosis = diagnose(variant);
    expect(diagnosis.failure).toBeUndefined();
    expect(diagnosis.isValid).toBe(true);
    expect(diagnosis.steps.map((step) => [step.step, step.outcome])).toEqual(stepNames.map((step) => [step, 'passed']));
  });

  it('reports the certificate and the signing string line by line', () => {
    const diagnosis = diagnose({
      headers: { 'PSU-ID': null, 'TPP-Redirect-URI': null },
      headerNames: ['(request-target)', 'date', 'x-request-id', 'digest'],
    });
    const lines = [
      '(request-target): post /v1/payments/sepa-credit-transfers',
      `date: ${now.toUTCString()}`,
      'x-request-id: 99391c7e-ad88-49ec-a2ad-99ddcb1f7721',
      `digest: ${computeDigest(new TextEncoder().encode(paymentBody), 'SHA-256')}`,
    ];
    expect(diagnosis.signingString).toBe(lines.join('\n'));
    expect(diagnosis.steps.find((step) => step.step === 'signing-string')?.lines).toEqual(lines);
    expect(diagnosis.certificate).toMatchObject({
      organizationIdentifier: 'PSDNO-FSA-123456',
      roles: ['PSP_AI', 'PSP_PI'],
    });
  });
});

describe('diagnoseSignature refuses', () => {
  const otherKey = generateTestKeyPair().privateKey;

  it.each<[string, Variant, StepName, string, RegExp?]>([
    [
      'no certificate',
      { certificate: null },
      'certificate',
      'CERTIFICATE_MISSING',
      /TPP-Signature-Certificate header is missing/,
    ],
    ['an empty certificate', { certificate: ' ' }, 'certificate', 'CERTIFICATE_MISSING'],
    [
      'a certificate that is not base64',
      { certificate: 'not a certificate!' },
      'certificate',
      'CERTIFICATE_INVALID',
      /TPP-Signature-Certificate/,
    ],
    [
      'a truncated certificate',
      { certificate: certificate.der.subarray(0, 500).toString('base64') },
      'certificate',
      'CERTIFICATE_INVALID',
    ],
    [
      'an expired certificate',
      { now: new Date('2027-02-01T00:00:00Z'), headers: { Date: 'Mon, 01 Feb 2027 00:00:00 GMT' } },
      'certificate-validity',
      'CERTIFICATE_EXPIRED',
      /expired at 2027-01-01/,
    ],
    [
      'a certificate not valid yet',
      { now: new Date('2025-12-01T00:00:00Z') },
      'certificate-validity',
      'CERTIFICATE_INVALID',
      /not valid before/,
    ],
    [
      'no Signature header',
      { signature: () => null },
      'signature-header',
      'SIGNATURE_MISSING',
      /Signature header is missing/,
    ],
    ['an empty Signature header', { signature: () => '' }, 'signature-header', 'SIGNATURE_MISSING'],
    [
      'an RFC 2047 word with bad base64',
      { signature: () => '=?utf-8?B?@@@?=' },
      'encoded-word',
      'SIGNATURE_INVALID',
      /RFC 2047/,
    ],
    [
      'an RFC 2047 word in an unknown charset',
      { signature: (value) => wrapEncodedWord(value, 'B', 'koi8-r') },
      'encoded-word',
      'SIGNATURE_INVALID',
      /koi8-r/,
    ],
    [
      'a Signature without keyId',
      { signature: (value) => value.replace(/keyId="(?:[^"\\]|\\.)*",/, '') },
      'signature-parts',
      'SIGNATURE_INVALID',
      /keyId part/,
    ],
    [
      'a signature part that is not base64',
      { signature: (value) => value.replace(/signature="[^"]*"/, 'signature="%%%"') },
      'signature-parts',
      'SIGNATURE_INVALID',
      /signature part/,
    ],
    [
      'a part given twice',
      { signature: (value) => `${value},algorithm="rsa-sha256"` },
      'signature-parts',
      'SIGNATURE_INVALID',
      /appears twice/,
    ],
    ['an unterminated quote', { signature: (value) => value.slice(0, -1) }, 'signature-parts', 'SIGNATURE_INVALID'],
    ['algorithm hs2019', { algorithm: 'hs2019' }, 'algorithm', 'SIGNATURE_INVALID', /"hs2019" is not supported/],
    ['algorithm rsa-sha1', { algorithm: 'rsa-sha1' }, 'algorithm', 'SIGNATURE_INVALID'],
    [
      'an EC certificate (D19)',
      { certificate: ecCertificate.base64, keyId: 'SN=0B,CA=CN=x' },
      'certificate-validity',
      'CERTIFICATE_INVALID',
      /^The TPP-Signature-Certificate has a key of type EC, but requests are signed with rsa-sha256 or rsa-sha512/,
    ],
    [
      'a 1024-bit RSA certificate (D19)',
      {
        certificate: smallKeyCertificate.base64,
        privateKey: smallKeyPair.privateKey,
        keyId: withIssuer(issuerDn, '0C'),
      },
      'certificate-validity',
      'CERTIFICATE_INVALID',
      /^The TPP-Signature-Certificate has a 1024-bit RSA key; eIDAS \(ETSI TS 119 312\) requires at least 2048 bits\.$/,
    ],
    [
      'a certificate signed with SHA-1 (D19)',
      { certificate: sha1Certificate.base64, keyId: withIssuer(issuerDn, '0D') },
      'certificate-validity',
      'CERTIFICATE_INVALID',
      /^The TPP-Signature-Certificate is signed with SHA-1 \(sha1WithRSAEncryption\); eIDAS \(ETSI TS 119 312\) requires SHA-256 or better\.$/,
    ],
    [
      'a certificate signed with MD5 (D19)',
      { certificate: md5Certificate.base64, keyId: withIssuer(issuerDn, '0E') },
      'certificate-validity',
      'CERTIFICATE_INVALID',
      /^The TPP-Signature-Certificate is signed with MD5 \(md5WithRSAEncryption\)/,
    ],
    [
      'a website certificate, QcType web (D19)',
      { certificate: websiteCertificate.base64, keyId: withIssuer(issuerDn, '11') },
      'certificate-usage',
      'CERTIFICATE_INVALID',
      /^The TPP-Signature-Certificate is a website certificate \(QWAC, QcType id-etsi-qct-web 0\.4\.0\.1862\.1\.6\.3\); requests are signed with an electronic seal certificate \(QSealC, QcType id-etsi-qct-eseal 0\.4\.0\.1862\.1\.6\.2\)\.$/,
    ],
    [
      'a CA certificate (D19)',
      { certificate: caCertificate.base64, keyId: withIssuer(issuerDn, '12') },
      'certificate-usage',
      'CERTIFICATE_INVALID',
      /^The TPP-Signature-Certificate is a CA certificate \(basicConstraints cA=true\); requests are signed with the TPP's own end-entity certificate, a QSealC\.$/,
    ],
    [
      'a keyUsage without digitalSignature or nonRepudiation (D19)',
      { certificate: encipherCertificate.base64, keyId: withIssuer(issuerDn, '13') },
      'certificate-usage',
      'CERTIFICATE_INVALID',
      /^The TPP-Signature-Certificate has a keyUsage that does not allow signatures \(keyEncipherment, dataEncipherment\); it needs digitalSignature or nonRepudiation\.$/,
    ],
    [
      "a CA's key, keyUsage keyCertSign beside the seal's bits, without cA (D19)",
      { certificate: caKeyCertificate.base64, keyId: withIssuer(issuerDn, '15') },
      'certificate-usage',
      'CERTIFICATE_INVALID',
      /^The TPP-Signature-Certificate has a keyUsage that signs certificates or revocation lists \(keyCertSign\), a CA's key; requests are signed with the TPP's own end-entity certificate, a QSealC\.$/,
    ],
    [
      'an extendedKeyUsage serverAuth (D19)',
      { certificate: serverAuthCertificate.base64, keyId: withIssuer(issuerDn, '14') },
      'certificate-usage',
      'CERTIFICATE_INVALID',
      /^The TPP-Signature-Certificate is a website certificate \(extendedKeyUsage serverAuth, TLS server authentication\)/,
    ],
    ['keyId "Test"', { keyId: 'Test' }, 'key-id', 'SIGNATURE_INVALID', /keyId "Test" is malformed/],
    [
      'a keyId with another serial',
      { keyId: withIssuer(issuerDn, 'C0FFEE0123456788') },
      'key-id',
      'SIGNATURE_INVALID',
      /serial SN="C0FFEE0123456788" does not match .* serial C0FFEE0123456789/,
    ],
    [
      'a keyId serial in decimal',
      { keyId: withIssuer(issuerDn, '13910190071530145673') },
      'key-id',
      'SIGNATURE_INVALID',
      /serial/,
    ],
    [
      'a keyId with another issuer',
      { keyId: withIssuer('CN=Other CA,O=Test QTSP AS,C=NO') },
      'key-id',
      'SIGNATURE_INVALID',
      /CA "CN=Other CA,O=Test QTSP AS,C=NO" does not name .* issuer/,
    ],
    [
      'a keyId naming the subject as CA',
      { keyId: withIssuer('CN=tpp.example.com,organizationIdentifier=PSDNO-FSA-123456,O=Test TPP AS,C=NO') },
      'key-id',
      'SIGNATURE_INVALID',
      /issuer/,
    ],
    [
      'a keyId issuer in shuffled order',
      { keyId: withIssuer('O=Test QTSP AS,CN=Test QTSP Issuing CA G1,organizationIdentifier=NTRNO-987654321,C=NO') },
      'key-id',
      'SIGNATURE_INVALID',
    ],
    [
      'a keyId CA that is not a name',
      { keyId: withIssuer('Test QTSP') },
      'key-id',
      'SIGNATURE_INVALID',
      /not a distinguished name/,
    ],
    [
      'psu-corporate-id sent but unsigned',
      { headers: { 'PSU-Corporate-ID': 'c0ffee' } },
      'signed-headers',
      'SIGNATURE_INVALID',
      /does not sign psu-corporate-id\./,
    ],
    [
      'tpp-redirect-uri sent on a GET but unsigned',
      { method: 'GET', body: null, headerNames: ['x-request-id', 'psu-id', 'date'] },
      'signed-headers',
      'SIGNATURE_INVALID',
      /does not sign tpp-redirect-uri\./,
    ],
    [
      'no headers part (draft-cavage default: date only)',
      { signature: (value) => value.replace(/headers="[^"]*",/, '') },
      'signed-headers',
      'SIGNATURE_INVALID',
      /does not sign x-request-id, digest, psu-id, tpp-redirect-uri\./,
    ],
    [
      'a body without a Digest header',
      { headers: { Digest: null }, headerNames: signedByDefault },
      'digest',
      'FORMAT_ERROR',
      /has a body but no Digest header/,
    ],
    [
      'a body changed after signing',
      { after: { body: paymentBody.replace('123.45', '923.45') } },
      'digest',
      'FORMAT_ERROR',
      /Digest header does not match the body/,
    ],
    [
      'only an MD5 Digest',
      { headers: { Digest: 'MD5=Q2hlY2sgSW50ZWdyaXR5IQ==' } },
      'digest',
      'FORMAT_ERROR',
      /no SHA-256 or SHA-512/,
    ],
    ['a malformed Digest', { headers: { Digest: 'SHA-256=%%%' } }, 'digest', 'FORMAT_ERROR', /malformed/],
    [
      'a Digest on a request without a body that is not the empty digest',
      { method: 'GET', body: null, headers: { Digest: computeDigest(new TextEncoder().encode('{}'), 'SHA-256') } },
      'digest',
      'FORMAT_ERROR',
    ],
    [
      'no Date header',
      { headers: { Date: null }, headerNames: signedByDefault },
      'date',
      'FORMAT_ERROR',
      /Date header is missing/,
    ],
    ['an ISO 8601 Date', { headers: { Date: '2026-03-01T12:00:00Z' } }, 'date', 'FORMAT_ERROR', /not an RFC 7231 date/],
    [
      'a Date 61 s ahead',
      { headers: { Date: 'Sun, 01 Mar 2026 12:01:01 GMT' } },
      'date',
      'TIMESTAMP_INVALID',
      /61 s ahead of the server clock .* at most 60 s/,
    ],
    [
      'a Date 2 minutes behind',
      { headers: { Date: 'Sun, 01 Mar 2026 11:58:00 GMT' } },
      'date',
      'TIMESTAMP_INVALID',
      /120 s behind/,
    ],
    [
      'a signed header the request lacks',
      { headerNames: [...signedByDefault, 'psu-ip-address'] },
      'signing-string',
      'SIGNATURE_INVALID',
      /lists psu-ip-address, but the request has no psu-ip-address header/,
    ],
    [
      'a signature by another key',
      { privateKey: otherKey },
      'signature',
      'SIGNATURE_INVALID',
      /does not verify: wrong key, or a signed header or the target was altered/,
    ],
    [
      'a target changed after signing',
      {
        headerNames: ['(request-target)', ...signedByDefault],
        after: { target: '/v1/payments/instant-sepa-credit-transfers' },
      },
      'signature',
      'SIGNATURE_INVALID',
    ],
    [
      'a method changed after signing',
      {
        method: 'GET',
        body: null,
        headerNames: ['(request-target)', 'x-request-id', 'date', 'psu-id', 'tpp-redirect-uri'],
        after: { method: 'DELETE' },
      },
      'signature',
      'SIGNATURE_INVALID',
    ],
    [
      'an X-Request-ID changed after signing',
      { after: { headers: { 'X-Request-ID': 'f00f00f0-0000-4000-8000-000000000000' } } },
      'signature',
      'SIGNATURE_INVALID',
    ],
    [
      'rsa-sha512 declared but SHA-256 used',
      { algorithm: 'rsa-sha512', hash: 'sha256' },
      'signature',
      'SIGNATURE_INVALID',
    ],
    [
      'headers signed in another order than listed',
      { signature: (value) => value.replace('headers="digest x-request-id', 'headers="x-request-id digest') },
      'signature',
      'SIGNATURE_INVALID',
    ],
  ])('%s', (_name, variant, step, code, text) => {
    expectRefusal(diagnose(variant), step, code, text);
  });

  it.each(['date', 'x-request-id', 'digest', 'psu-id'])('%s sent but unsigned', (header) => {
    const diagnosis = diagnose({ headerNames: signedByDefault.filter((name) => name !== header) });
    expectRefusal(diagnosis, 'signed-headers', 'SIGNATURE_INVALID', new RegExp(`does not sign ${header}\\.`));
  });

  it('reports expected and given values for a keyId mismatch', () => {
    const diagnosis = diagnose({ keyId: withIssuer(issuerDn, '1234') });
    expect(diagnosis.steps.find((step) => step.step === 'key-id')).toMatchObject({
      outcome: 'failed',
      expected: 'C0FFEE0123456789',
      given: '1234',
    });
  });

  it('keeps the text within 500 characters when the client sends huge values', () => {
    const diagnosis = diagnose({ keyId: withIssuer(`CN=${'x'.repeat(5000)},C=NO`) });
    expect(diagnosis.failure?.code).toBe('SIGNATURE_INVALID');
    expect(diagnosis.failure?.text.length).toBeLessThanOrEqual(500);
  });
});

describe('diagnoseSignature on hostile input', () => {
  // Fetch Headers carry only octets (Latin-1), so that is all a request can hold.
  const alphabet = 'abcXYZ019+/=,;"\\ ?_-()#:.\tæøÿ';

  it('never throws, whatever the signing headers hold', () => {
    let seed = 7;
    const random = (limit: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % limit;
    };
    const noise = (length: number) =>
      Array.from({ length }, () => [...alphabet][random([...alphabet].length)]).join('');
    const valid = buildRequest();
    for (let round = 0; round < 300; round += 1) {
      const headers = new Headers(valid.headers);
      const name = ['signature', 'tpp-signature-certificate', 'digest', 'date', 'psu-id'][random(5)] ?? 'signature';
      const original = headers.get(name) ?? '';
      const value =
        round % 3 === 0 ? noise(random(200)) : original.slice(0, random(original.length + 1)) + noise(random(20));
      headers.set(name, value.trim() || 'x');
      const request = { ...valid, headers, body: round % 5 === 0 ? null : valid.body };
      const diagnosis = diagnoseSignature(request, { now, clockSkewSeconds: 60 });
      // A check that threw would be reported as "could not be completed": none may.
      expect(diagnosis.failure?.text ?? '').not.toMatch(/could not be completed/);
    }
  });
});

describe('diagnoseSignature with the parsed-certificate cache', () => {
  // D31: a certificate is parsed once per fingerprint, but its validity is a verdict of each request's time.
  it('never carries a verdict over: the cached certificate is valid at one moment and expired or not yet valid at another', () => {
    const dated = (at: Date) => ({ now: at, headers: { Date: at.toUTCString() } });
    expect(diagnose().isValid).toBe(true);
    const later = diagnose(dated(new Date('2027-01-01T00:00:01Z')));
    expect([later.failure?.step, later.failure?.code]).toEqual(['certificate-validity', 'CERTIFICATE_EXPIRED']);
    const earlier = diagnose(dated(new Date('2025-12-31T23:59:59Z')));
    expect([earlier.failure?.step, earlier.failure?.code]).toEqual(['certificate-validity', 'CERTIFICATE_INVALID']);
    expect(diagnose().isValid).toBe(true);
    expect(later.certificate).toBe(diagnose().certificate);
  });
});
