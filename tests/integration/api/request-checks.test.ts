import { describe, expect, it } from 'vitest';
import { issueTestCertificate } from '@/lib/certificate-issuer/issue-certificate';
import { newOrganizationIdentifier } from '@/tools/tpp-kit/create-sandbox-tpp';
import type { SignRequestInput } from '@/tools/tpp-kit/sign-request';
import { dropHeader, editHeader, sendSigned, setHeader } from '@/tests/integration/support/send-signed';
import { newOrganizationCertificate } from '@/tests/integration/support/new-organization-certificate';

// D14: every refused request gets the Berlin Group error of the first failing check; accepted variants (D5) reach
// the handler (here the unknown-path handler, which answers 404 RESOURCE_UNKNOWN).
const certificate = newOrganizationCertificate({ organizationName: 'Checks TPP AS', roles: ['PSP_AI', 'PSP_PI'] });
const otherTpp = newOrganizationCertificate({ organizationName: 'Other TPP AS', roles: ['PSP_AI'] });
const day = 86_400_000;
const expired = newOrganizationCertificate({
  organizationName: 'Expired AS',
  roles: ['PSP_AI'],
  validFrom: new Date(Date.now() - 400 * day),
  validTo: new Date(Date.now() - day),
});
const notYetValid = newOrganizationCertificate({
  organizationName: 'Future AS',
  roles: ['PSP_AI'],
  validFrom: new Date(Date.now() + day),
  validTo: new Date(Date.now() + 400 * day),
});
const notPsd2 = newOrganizationCertificate({
  organizationName: 'Plain Seal AS',
  roles: [],
  hasPsd2Statement: false,
});

const path = '/v1/request-check-target';

type Case = {
  name: string;
  request?: Partial<SignRequestInput>;
  tamper?: Parameters<typeof sendSigned>[0]['tamper'];
  status: number;
  code: string;
  path?: string;
};

function send(testCase: { request?: Partial<SignRequestInput>; tamper?: Case['tamper'] }) {
  return sendSigned({ method: 'GET', url: path, certificate, ...testCase.request, tamper: testCase.tamper });
}

const post = (body: string | object, extra: Partial<SignRequestInput> = {}): Partial<SignRequestInput> => ({
  method: 'POST',
  body,
  ...extra,
});
const replaceInSignature =
  (from: RegExp, to: string): Case['tamper'] =>
  (request) =>
    editHeader(request.headers, 'Signature', (signature) => signature.replace(from, to));

// Each of these fails the signature check itself: 400 SIGNATURE_INVALID.
const badSignatures: Pick<Case, 'name' | 'request' | 'tamper'>[] = [
  {
    name: 'Signature malformed',
    tamper: (request) => setHeader(request.headers, 'Signature', 'this is not a signature'),
  },
  {
    name: 'Signature in a broken RFC 2047 wrapper',
    tamper: (request) => setHeader(request.headers, 'Signature', '=?utf-8?B?###?='),
  },
  { name: 'an unknown algorithm', tamper: replaceInSignature(/algorithm="rsa-sha256"/, 'algorithm="hmac-sha256"') },
  { name: 'x-request-id not signed', request: { options: { signedHeaders: ['(request-target)', 'date'] } } },
  { name: 'date not signed', request: { options: { signedHeaders: ['(request-target)', 'x-request-id'] } } },
  {
    name: 'digest not signed on a body',
    request: post({ a: 1 }, { options: { signedHeaders: ['date', 'x-request-id'] } }),
  },
  {
    name: 'psu-id sent but not signed',
    request: {
      headers: { 'PSU-ID': '6a0e6f8c-5b0f-4c4e-9d1c-2c3a7d0e1f22' },
      options: { signedHeaders: ['date', 'x-request-id'] },
    },
  },
  {
    name: 'tpp-redirect-uri sent but not signed',
    request: {
      headers: { 'TPP-Redirect-URI': 'https://tpp.example/cb' },
      options: { signedHeaders: ['date', 'x-request-id'] },
    },
  },
  { name: 'keyId serial of another certificate', tamper: replaceInSignature(/SN=[0-9A-Fa-f]+/, 'SN=1234ABCD') },
  { name: 'keyId issuer of another CA', tamper: replaceInSignature(/CA=[^"]+/, 'CA=CN=Other CA,O=Other,C=SE') },
  {
    name: 'signed with another key than the certificate',
    tamper: (request) => setHeader(request.headers, 'TPP-Signature-Certificate', otherTpp.certificateBase64),
  },
  {
    name: 'a signed header altered',
    tamper: (request) => setHeader(request.headers, 'X-Request-ID', '0c7b0a51-2f1e-4a4e-8c8e-6b1f6f1d9a10'),
  },
  { name: 'the target altered', tamper: (request) => (request.url = `${path}-other`) },
];

const refused: Case[] = [
  {
    name: 'Accept asks for XML',
    request: { headers: { Accept: 'application/xml' } },
    status: 406,
    code: 'REQUESTED_FORMATS_INVALID',
    path: 'Accept',
  },
  {
    name: 'Accept asks for HTML only',
    request: { headers: { Accept: 'text/html' } },
    status: 406,
    code: 'REQUESTED_FORMATS_INVALID',
  },
  {
    name: 'Accept-Charset excludes UTF-8',
    request: { headers: { 'Accept-Charset': 'iso-8859-1' } },
    status: 406,
    code: 'REQUESTED_FORMATS_INVALID',
    path: 'Accept-Charset',
  },
  {
    name: 'an XML body',
    request: post('<Document/>', { headers: { 'Content-Type': 'application/xml' } }),
    status: 415,
    code: 'FORMAT_ERROR',
    path: 'Content-Type',
  },
  { name: 'a body that is not JSON', request: post('{"amount": '), status: 415, code: 'FORMAT_ERROR' },
  {
    name: 'a body labelled Content-Encoding: gzip',
    request: post({ a: 1 }, { headers: { 'Content-Encoding': 'gzip' } }),
    status: 415,
    code: 'FORMAT_ERROR',
    path: 'Content-Encoding',
  },
  {
    name: 'a body that is not UTF-8',
    request: post(new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d])),
    status: 400,
    code: 'FORMAT_ERROR',
  },
  {
    name: 'an emoji in a body field',
    request: post({ creditorName: 'Kiwi 🛒' }),
    status: 400,
    code: 'FORMAT_ERROR',
    path: 'creditorName',
  },
  {
    name: 'an emoji in a nested field',
    request: post({
      payments: [{ remittanceInformationUnstructured: 'ok' }, { remittanceInformationUnstructured: 'rent 🏠' }],
    }),
    status: 400,
    code: 'FORMAT_ERROR',
    path: 'payments[1].remittanceInformationUnstructured',
  },
  {
    name: 'an emoji in a query parameter',
    request: { url: `${path}?note=${encodeURIComponent('hi😀')}` },
    status: 400,
    code: 'FORMAT_ERROR',
    path: 'note',
  },
  {
    name: 'X-Request-ID missing',
    request: { options: { signedHeaders: ['date'], omitHeaders: ['x-request-id'] } },
    status: 400,
    code: 'FORMAT_ERROR',
    path: 'X-Request-ID',
  },
  {
    name: 'X-Request-ID not a UUID',
    request: { headers: { 'X-Request-ID': 'request-1' } },
    status: 400,
    code: 'FORMAT_ERROR',
    path: 'X-Request-ID',
  },
  {
    name: 'TPP-Signature-Certificate missing',
    tamper: (request) => dropHeader(request.headers, 'TPP-Signature-Certificate'),
    status: 400,
    code: 'CERTIFICATE_MISSING',
    path: 'TPP-Signature-Certificate',
  },
  {
    name: 'TPP-Signature-Certificate not a certificate',
    tamper: (request) => setHeader(request.headers, 'TPP-Signature-Certificate', 'bm90IGEgY2VydGlmaWNhdGU='),
    status: 400,
    code: 'CERTIFICATE_INVALID',
    path: 'TPP-Signature-Certificate',
  },
  {
    name: 'Signature missing',
    tamper: (request) => dropHeader(request.headers, 'Signature'),
    status: 400,
    code: 'SIGNATURE_MISSING',
    path: 'Signature',
  },
  ...badSignatures.map((testCase): Case => ({ ...testCase, status: 400, code: 'SIGNATURE_INVALID' })),
  {
    name: 'Digest missing on a body',
    request: post(
      { a: 1 },
      { options: { signedHeaders: ['date', 'digest', 'x-request-id'], omitHeaders: ['digest'] } },
    ),
    status: 400,
    code: 'FORMAT_ERROR',
    path: 'Digest',
  },
  {
    name: 'SHA-256 Digest of other bytes',
    request: post({ a: 1 }),
    tamper: (request) => (request.body = Buffer.from('{"a":2}')),
    status: 400,
    code: 'FORMAT_ERROR',
    path: 'Digest',
  },
  {
    name: 'SHA-512 Digest of other bytes',
    request: post({ a: 1 }, { options: { digestAlgorithm: 'SHA-512' } }),
    tamper: (request) => (request.body = Buffer.from('{"a": 1}')),
    status: 400,
    code: 'FORMAT_ERROR',
    path: 'Digest',
  },
  {
    name: 'Date missing',
    request: { options: { signedHeaders: ['date', 'x-request-id'], omitHeaders: ['date'] } },
    status: 400,
    code: 'FORMAT_ERROR',
    path: 'Date',
  },
  {
    name: 'Date unparseable',
    request: { headers: { Date: '2026-11-21T10:00:00Z' } },
    status: 400,
    code: 'FORMAT_ERROR',
    path: 'Date',
  },
  {
    name: 'Date 61 s ahead',
    request: { options: { skewSeconds: 61 } },
    status: 400,
    code: 'TIMESTAMP_INVALID',
    path: 'Date',
  },
  {
    name: 'Date 90 s behind',
    request: { options: { skewSeconds: -90 } },
    status: 400,
    code: 'TIMESTAMP_INVALID',
    path: 'Date',
  },
  { name: 'an expired certificate', request: { certificate: expired }, status: 401, code: 'CERTIFICATE_EXPIRED' },
  {
    name: 'a certificate not valid yet',
    request: { certificate: notYetValid },
    status: 401,
    code: 'CERTIFICATE_INVALID',
  },
  {
    name: 'a certificate without the PSD2 QCStatement',
    request: { certificate: notPsd2 },
    status: 401,
    code: 'CERTIFICATE_INVALID',
  },
  {
    name: 'PSU-ID that is not a UUID',
    request: { headers: { 'PSU-ID': 'kari.nordmann' } },
    status: 400,
    code: 'FORMAT_ERROR',
    path: 'PSU-ID',
  },
  {
    name: 'PSU-IP-Address that is not an address',
    request: { headers: { 'PSU-IP-Address': '999.1.1.1' } },
    status: 400,
    code: 'FORMAT_ERROR',
    path: 'PSU-IP-Address',
  },
];

describe('withXs2a refuses each bad request with the exact Berlin Group error', () => {
  it.each(refused)('$name → $status $code', async (testCase) => {
    const response = await send(testCase);
    expect(response.status).toBe(testCase.status);
    const message = (
      response.body as { tppMessages: { category: string; code: string; path?: string; text?: string }[] }
    ).tppMessages[0];
    expect(message).toMatchObject({ category: 'ERROR', code: testCase.code });
    if (testCase.path) expect(message?.path).toBe(testCase.path);
    expect(message?.text?.length).toBeGreaterThan(10);
    expect(response.headers.get('content-type')).toContain('application/json');
  });
});

const accepted: { name: string; request: Partial<SignRequestInput> }[] = [
  { name: 'the spec form', request: {} },
  { name: 'RFC 2047 B-wrapped Signature', request: { options: { wrap: 'rfc2047-B' } } },
  { name: 'RFC 2047 Q-wrapped Signature', request: { options: { wrap: 'rfc2047-Q' } } },
  { name: 'lower-case serial', request: { options: { serialFormat: 'lower' } } },
  { name: 'serial with leading zeros', request: { options: { serialFormat: 'leading-zeros' } } },
  { name: 'lower-case serial with leading zeros', request: { options: { serialFormat: 'lower-leading-zeros' } } },
  { name: 'issuer written in reverse order', request: { options: { issuerFormat: 'reversed' } } },
  { name: 'issuer with spaces after commas', request: { options: { issuerFormat: 'spaced' } } },
  { name: 'no (request-target)', request: { options: { requestTarget: 'none' } } },
  { name: '(request-target) first', request: { options: { requestTarget: 'first' } } },
  { name: '(request-target) last', request: { options: { requestTarget: 'last' } } },
  { name: 'a Date with an unpadded day', request: { options: { dateFormat: 'unpadded-day' } } },
  { name: 'a Date with +0000', request: { options: { dateFormat: 'plus-0000' } } },
  { name: 'a Date 59 s behind', request: { options: { skewSeconds: -59 } } },
  { name: 'rsa-sha512', request: { options: { algorithm: 'rsa-sha512' } } },
  { name: 'SHA-512 Digest on a body', request: post({ hello: 'æøå' }, { options: { digestAlgorithm: 'SHA-512' } }) },
  { name: 'a POST without a body, Digest or Content-Type', request: { method: 'POST' } },
  {
    name: 'signed PSU headers and unknown extra headers',
    request: {
      headers: {
        'PSU-ID': '6a0e6f8c-5b0f-4c4e-9d1c-2c3a7d0e1f22',
        'TPP-Redirect-URI': 'https://tpp.example/cb?state=1',
        'PSU-Context': 'PRIVATE',
        'X-Aggregator': 'yes',
      },
    },
  },
  { name: 'Accept */*', request: { headers: { Accept: '*/*' } } },
];

describe('withXs2a accepts the variants real TPP clients send (D5)', () => {
  it.each(accepted)('$name', async ({ request }) => {
    const response = await send({ request });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ tppMessages: [{ category: 'ERROR', code: 'RESOURCE_UNKNOWN' }] });
  });

  it('echoes X-Request-ID on accepted and refused responses alike', async () => {
    const requestId = 'e3c3b5a2-7f4e-4f8a-9c1d-1b2a3c4d5e6f';
    const acceptedResponse = await send({ request: { headers: { 'X-Request-ID': requestId.replace('e3', 'a1') } } });
    expect(acceptedResponse.headers.get('x-request-id')).toBe(requestId.replace('e3', 'a1'));
    const refusedResponse = await send({
      request: { headers: { 'X-Request-ID': requestId } },
      tamper: (request) => dropHeader(request.headers, 'Signature'),
    });
    expect(refusedResponse.headers.get('x-request-id')).toBe(requestId);
  });

  it.each<{ name: string; request: Partial<SignRequestInput> }>([
    { name: 'Accept refused (406)', request: { headers: { Accept: 'application/xml' } } },
    { name: 'an XML body (415)', request: post('<Document/>', { headers: { 'Content-Type': 'application/xml' } }) },
    { name: 'an emoji in the body (400)', request: post({ creditorName: 'Kiwi 🛒' }) },
    { name: 'an emoji in the query (400)', request: { url: `${path}?note=${encodeURIComponent('hi😀')}` } },
  ])('echoes X-Request-ID when $name, refused before X-Request-ID is read', async ({ request }) => {
    const requestId = crypto.randomUUID();
    const response = await send({
      request: { ...request, headers: { ...request.headers, 'X-Request-ID': requestId } },
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.headers.get('x-request-id')).toBe(requestId);
  });
});

describe('a verb a route does not offer', () => {
  it('is 405 SERVICE_INVALID with Allow, through the wrapper (echoed X-Request-ID)', async () => {
    const response = await sendSigned({ method: 'PATCH', url: '/v1/accounts', certificate, body: {} });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.body).toMatchObject({ tppMessages: [{ category: 'ERROR', code: 'SERVICE_INVALID' }] });
  });
});

describe('sandbox identity (D4): a TPP is pinned to the key it first used', () => {
  it('refuses a certificate with another key for a registered organizationIdentifier, and accepts a renewal of the same key', async () => {
    const organizationIdentifier = newOrganizationIdentifier();
    const original = issueTestCertificate({ organizationIdentifier, organizationName: 'Pinned AS', roles: ['PSP_AI'] });
    expect((await sendSigned({ method: 'GET', url: path, certificate: original })).status).toBe(404);

    const impostor = issueTestCertificate({
      organizationIdentifier,
      organizationName: 'Impostor AS',
      roles: ['PSP_AI'],
      ca: 'self-signed',
    });
    const refused = await sendSigned({ method: 'GET', url: path, certificate: impostor });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({
      tppMessages: [{ code: 'CERTIFICATE_INVALID', path: 'TPP-Signature-Certificate' }],
    });

    const renewed = issueTestCertificate({
      organizationIdentifier,
      organizationName: 'Pinned AS',
      roles: ['PSP_AI', 'PSP_PI'],
      privateKeyPem: original.privateKeyPem,
    });
    expect((await sendSigned({ method: 'GET', url: path, certificate: renewed })).status).toBe(404);
  });
});
