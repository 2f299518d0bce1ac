import { X509Certificate, createHash, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { issueTestCertificate } from '@/lib/certificate-issuer/issue-certificate';
import { signRequest, type SignRequestInput, type SignedRequest } from './sign-request';

const certificate = issueTestCertificate({
  organizationIdentifier: 'PSDNO-FSA-123456',
  organizationName: 'Example TPP AS',
  roles: ['PSP_AI', 'PSP_PI'],
  serialNumber: '0AB1C2D3',
  ca: 'self-signed',
  keyBits: 1024,
});
const publicKey = new X509Certificate(certificate.certificatePem).publicKey;
const now = new Date('2026-03-05T07:08:09Z');

// Test-side reading of the Signature header, independent of the code under test.
function signatureParts(value: string): Record<string, string> {
  const raw = /^=\?utf-8\?B\?(.*)\?=$/.exec(value)?.[1];
  const decoded = raw ? Buffer.from(raw, 'base64').toString('utf8') : value;
  return Object.fromEntries([...decoded.matchAll(/(\w+)="([^"]*)"/g)].map(([, name, part]) => [name, part]));
}

function header(signed: SignedRequest, name: string): string | undefined {
  return Object.entries(signed.headers).find(([key]) => key.toLowerCase() === name)?.[1];
}

/** Rebuilds the cavage signing string from what is sent and checks the signature with the certificate's key. */
function verifies(signed: SignedRequest, method: string, target: string): boolean {
  const parts = signatureParts(header(signed, 'signature') ?? '');
  const lines = (parts.headers ?? '')
    .split(' ')
    .map((name) =>
      name === '(request-target)' ? `${name}: ${method.toLowerCase()} ${target}` : `${name}: ${header(signed, name)}`,
    );
  const hash = parts.algorithm === 'rsa-sha512' ? 'sha512' : 'sha256';
  return verify(hash, Buffer.from(lines.join('\n')), publicKey, Buffer.from(parts.signature ?? '', 'base64'));
}

const sign = (input: Partial<SignRequestInput>) =>
  signRequest({ method: 'GET', url: '/v1/accounts', certificate, now, ...input });

describe('signRequest', () => {
  it('signs a GET with the spec defaults', () => {
    const signed = sign({});
    expect(header(signed, 'x-request-id')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(signed.headers).toMatchObject({
      Date: 'Thu, 05 Mar 2026 07:08:09 GMT',
      Accept: 'application/json',
      'TPP-Signature-Certificate': certificate.certificateBase64,
    });
    expect(header(signed, 'digest')).toBeUndefined();
    expect(header(signed, 'content-type')).toBeUndefined();
    expect(signed.body).toBeUndefined();
    expect(signatureParts(signed.headers.Signature ?? '')).toMatchObject({
      keyId: 'SN=AB1C2D3,CA=CN=Example TPP AS,organizationIdentifier=PSDNO-FSA-123456,O=Example TPP AS,C=NO',
      algorithm: 'rsa-sha256',
      headers: '(request-target) date x-request-id',
    });
    expect(verifies(signed, 'GET', '/v1/accounts')).toBe(true);
  });

  it('adds a Digest of the exact body bytes and signs it (D5)', () => {
    const signed = sign({ method: 'POST', url: '/v1/sandbox/accounts', body: { name: 'Sparekonto ø', amount: 12345 } });
    const bytes = Buffer.from(JSON.stringify({ name: 'Sparekonto ø', amount: 12345 }));
    expect(Buffer.from(signed.body ?? [])).toEqual(bytes);
    expect(signed.headers.Digest).toBe(`SHA-256=${createHash('sha256').update(bytes).digest('base64')}`);
    expect(signed.headers['Content-Type']).toBe('application/json');
    expect(signatureParts(signed.headers.Signature ?? '').headers).toBe('(request-target) date digest x-request-id');
    expect(verifies(signed, 'POST', '/v1/sandbox/accounts')).toBe(true);
  });

  it.each([
    ['a string', '{ "a" : "æ" }', Buffer.from('{ "a" : "æ" }')],
    ['bytes', new Uint8Array([0x7b, 0x7d, 0x0a]), Buffer.from('{}\n')],
  ])('sends %s unchanged', (_, body, bytes) => {
    const signed = sign({ method: 'POST', body });
    expect(Buffer.from(signed.body ?? [])).toEqual(bytes);
    expect(signed.headers.Digest).toBe(`SHA-256=${createHash('sha256').update(bytes).digest('base64')}`);
  });

  it('signs PSU-ID, PSU-Corporate-ID and TPP-Redirect-URI when present, but not other PSU headers (D5)', () => {
    const headers = {
      'psu-id': 'a1b2',
      'PSU-Corporate-ID': 'c3d4',
      'TPP-Redirect-URI': 'https://tpp.example/cb?state=1',
      'PSU-IP-Address': '10.0.0.1',
    };
    const signed = sign({ method: 'POST', url: '/v1/bank-offered-consents', headers, body: '' });
    expect(signatureParts(signed.headers.Signature ?? '').headers).toBe(
      '(request-target) date digest x-request-id psu-id psu-corporate-id tpp-redirect-uri',
    );
    expect(signed.headers).toMatchObject(headers);
    expect(verifies(signed, 'POST', '/v1/bank-offered-consents')).toBe(true);
  });

  it.each([
    ['rfc2047-B', /^=\?utf-8\?B\?[A-Za-z0-9+/=]+\?=$/],
    ['rfc2047-Q', /^=\?utf-8\?Q\?[A-Za-z0-9!*+\-/=_]+\?=$/],
  ] as const)('wraps the Signature header as %s (D5)', (wrap, shape) => {
    const raw = sign({ headers: { 'X-Request-ID': 'fixed' } }).headers.Signature ?? '';
    const wrapped = sign({ headers: { 'X-Request-ID': 'fixed' }, options: { wrap } }).headers.Signature ?? '';
    expect(wrapped).toMatch(shape);
    const decoded =
      wrap === 'rfc2047-B'
        ? Buffer.from(wrapped.slice(10, -2), 'base64').toString('utf8')
        : decodeURIComponent(
            wrapped
              .slice(10, -2)
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/g, '%$1'),
          );
    expect(decoded).toBe(raw);
  });

  it.each([
    ['first', '(request-target) date x-request-id'],
    ['last', 'date x-request-id (request-target)'],
    ['none', 'date x-request-id'],
  ] as const)('puts (request-target) %s (D5)', (requestTarget, headers) => {
    const signed = sign({ url: '/v1/accounts?withBalance=true', options: { requestTarget } });
    expect(signatureParts(signed.headers.Signature ?? '').headers).toBe(headers);
    expect(verifies(signed, 'GET', '/v1/accounts?withBalance=true')).toBe(true);
  });

  it.each([
    [{ serialFormat: 'lower' }, 'SN=ab1c2d3,CA=CN=Example TPP AS,'],
    [{ serialFormat: 'leading-zeros' }, 'SN=000AB1C2D3,CA='],
    [{ serialFormat: 'lower-leading-zeros' }, 'SN=000ab1c2d3,CA='],
    [
      { issuerFormat: 'reversed' },
      'SN=AB1C2D3,CA=C=NO,O=Example TPP AS,organizationIdentifier=PSDNO-FSA-123456,CN=Example TPP AS',
    ],
    [
      { issuerFormat: 'spaced' },
      'SN=AB1C2D3,CA=CN=Example TPP AS, organizationIdentifier=PSDNO-FSA-123456, O=Example TPP AS, C=NO',
    ],
  ] as const)('writes the keyId with %j (D5)', (options, keyIdStart) => {
    const signed = sign({ options });
    expect(signatureParts(signed.headers.Signature ?? '').keyId?.startsWith(keyIdStart)).toBe(true);
    expect(verifies(signed, 'GET', '/v1/accounts')).toBe(true);
  });

  it('signs with rsa-sha512 and digests with SHA-512 (D5)', () => {
    const signed = sign({
      method: 'PUT',
      body: '{}',
      options: { algorithm: 'rsa-sha512', digestAlgorithm: 'SHA-512' },
    });
    expect(signatureParts(signed.headers.Signature ?? '').algorithm).toBe('rsa-sha512');
    expect(signed.headers.Digest).toBe(`SHA-512=${createHash('sha512').update('{}').digest('base64')}`);
    expect(verifies(signed, 'PUT', '/v1/accounts')).toBe(true);
  });

  it.each([
    [{ dateFormat: 'unpadded-day' }, 'Thu, 5 Mar 2026 07:08:09 GMT'],
    [{ dateFormat: 'plus-0000' }, 'Thu, 05 Mar 2026 07:08:09 +0000'],
    [{ skewSeconds: -61 }, 'Thu, 05 Mar 2026 07:07:08 GMT'],
  ] as const)('writes Date with %j (D5)', (options, date) => {
    const signed = sign({ options });
    expect(signed.headers.Date).toBe(date);
    expect(verifies(signed, 'GET', '/v1/accounts')).toBe(true);
  });

  it('signs exactly the headers it is told to, to build broken requests', () => {
    const signed = sign({ method: 'POST', body: '{}', options: { signedHeaders: ['Date', 'X-Request-ID'] } });
    expect(signatureParts(signed.headers.Signature ?? '').headers).toBe('date x-request-id');
    expect(signed.headers.Digest).toBeDefined();
    expect(verifies(signed, 'POST', '/v1/accounts')).toBe(true);
  });

  it('leaves omitted headers out of the request and out of the default signed list', () => {
    const signed = sign({
      method: 'POST',
      body: '{}',
      options: { omitHeaders: ['digest', 'TPP-Signature-Certificate'] },
    });
    expect(header(signed, 'digest')).toBeUndefined();
    expect(header(signed, 'tpp-signature-certificate')).toBeUndefined();
    expect(signatureParts(signed.headers.Signature ?? '').headers).toBe('(request-target) date x-request-id');
  });

  it('signs an omitted header that signedHeaders names, so the server sees it missing', () => {
    const signed = sign({ options: { omitHeaders: ['date'], signedHeaders: ['date', 'x-request-id'] } });
    expect(header(signed, 'date')).toBeUndefined();
    expect(signed.signingString.startsWith('date: Thu, 05 Mar 2026 07:08:09 GMT\n')).toBe(true);
  });

  it('can drop the Signature header itself', () => {
    expect(header(sign({ options: { omitHeaders: ['signature'] } }), 'signature')).toBeUndefined();
  });

  it('keeps given X-Request-ID, Date and Digest, even a wrong Digest', () => {
    const given = { 'x-request-id': 'given-id', date: 'Mon, 1 Jan 2024 00:00:00 GMT', digest: 'SHA-256=wrong' };
    const signed = sign({ method: 'POST', body: '{}', headers: given });
    expect(signed.headers).toMatchObject(given);
    expect(Object.keys(signed.headers).filter((name) => name.toLowerCase() === 'date')).toHaveLength(1);
    expect(verifies(signed, 'POST', '/v1/accounts')).toBe(true);
  });

  it('takes the certificate as base64 DER and an absolute URL', () => {
    const { certificatePem: _, ...withoutPem } = certificate;
    const signed = sign({ url: 'https://localhost:3000/api/v1/accounts?a=1&b=%C3%B8', certificate: withoutPem });
    expect(signed.headers['TPP-Signature-Certificate']).toBe(certificate.certificateBase64);
    expect(signed.signingString.split('\n')[0]).toBe('(request-target): get /api/v1/accounts?a=1&b=%C3%B8');
    expect(verifies(signed, 'GET', '/api/v1/accounts?a=1&b=%C3%B8')).toBe(true);
  });

  it('refuses to sign a header the request does not have', () => {
    expect(() => sign({ options: { signedHeaders: ['psu-id'] } })).toThrow(/psu-id/);
  });
});
