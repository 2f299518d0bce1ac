import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { issueTestCertificate, type IssuedCertificate } from '@/lib/certificate-issuer/issue-certificate';
import { signRequest, type SignRequestInput } from '@/tools/tpp-kit/sign-request';
import { debugSignature } from '@/lib/portal/signature-debugger/debug-signature';
import document from '@/openapi/xs2a.openapi.json';
import { exampleRequestLine, parseRawRequest } from '@/lib/portal/signature-debugger/parse-raw-request';

const now = new Date('2026-03-02T10:00:00Z');
const options = { now, clockSkewSeconds: 60 };
const base = {
  organizationIdentifier: 'PSDNO-FSA-12345678',
  organizationName: 'Debug TPP AS',
  roles: ['PSP_AI', 'PSP_PI'] as const,
  ca: 'self-signed' as const,
};
const certificate = issueTestCertificate({
  ...base,
  roles: [...base.roles],
  validFrom: new Date('2026-01-01T00:00:00Z'),
  validTo: new Date('2027-01-01T00:00:00Z'),
});
const expired = issueTestCertificate({
  ...base,
  roles: [...base.roles],
  validFrom: new Date('2025-01-01T00:00:00Z'),
  validTo: new Date('2026-01-01T00:00:00Z'),
});
const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();
const body =
  '{"access":{"balances":[]},"recurringIndicator":false,"validUntil":"2026-04-01","frequencyPerDay":4,"combinedServiceIndicator":false}';

type Paste = {
  input?: Partial<SignRequestInput>;
  signedWith?: IssuedCertificate;
  edit?: (headers: Record<string, string>) => void;
  body?: string;
  lineEnding?: string;
};

/** A request signed as a TPP's client signs it, written out as it goes on the wire. */
function paste({
  input = {},
  signedWith = certificate,
  edit,
  body: sentBody,
  lineEnding = '\r\n',
}: Paste = {}): string {
  const request = { method: 'POST', url: '/v1/consents', body, now, certificate: signedWith, ...input };
  const signed = signRequest(request);
  const headers = { ...signed.headers };
  edit?.(headers);
  const lines = [
    `${request.method} ${request.url} HTTP/1.1`,
    'Host: api.example.test',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  const text = sentBody ?? (request.body === undefined ? '' : String(request.body));
  return `${lines.join(lineEnding)}${lineEnding}${lineEnding}${text}`;
}

function debug(raw: string, at = options) {
  const parsed = parseRawRequest(raw);
  if (!parsed.ok) throw new Error(parsed.text);
  return debugSignature(parsed.request, at);
}

function failedStep(report: ReturnType<typeof debug>) {
  return report.steps.find((step) => step.outcome === 'failed')?.step;
}

describe('debugSignature', () => {
  it('calls a correctly signed request Valid and shows the signing string and the certificate', () => {
    const report = debug(paste());
    expect(report.verdict).toBe('Valid');
    expect(report.apiAnswer).toBeNull();
    expect(report.steps.every((step) => step.outcome === 'passed')).toBe(true);
    expect(report.steps.at(-1)).toMatchObject({ step: 'identity', outcome: 'passed' });
    expect(report.signingString).toMatch(
      /^\(request-target\): post \/v1\/consents\ndate: .+\ndigest: SHA-256=.+\nx-request-id: .+$/,
    );
    expect(report.certificate).toMatchObject({
      organizationIdentifier: 'PSDNO-FSA-12345678',
      roles: ['PSP_AI', 'PSP_PI'],
    });
    expect(report.digest.sent).toBe(report.digest.recomputed);
    expect(report.signatureParts).toMatchObject({
      algorithm: 'rsa-sha256',
      headers: ['(request-target)', 'date', 'digest', 'x-request-id'],
    });
    expect(report.signatureParts?.signature).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(report.received).toMatchObject({
      method: 'POST',
      target: '/v1/consents',
      lineEnding: 'CRLF',
      bodyBytes: body.length,
    });
  });

  it('reads LF line endings as CRLF ones', () => {
    const report = debug(paste({ lineEnding: '\n' }));
    expect(report.verdict).toBe('Valid');
    expect(report.received.lineEnding).toBe('LF');
  });

  it('answers FORMAT_ERROR when the body was changed after signing, with both digests', () => {
    const report = debug(paste({ body: body.replace('"frequencyPerDay":4', '"frequencyPerDay":40') }));
    expect(report.verdict).toBe('FORMAT_ERROR');
    expect(failedStep(report)).toBe('digest');
    expect(report.apiAnswer).toMatchObject({ status: 400, code: 'FORMAT_ERROR', path: 'Digest' });
    expect(report.digest.sent).not.toBe(report.digest.recomputed);
  });

  it('answers FORMAT_ERROR when the Digest header is missing', () => {
    const report = debug(
      paste({ input: { options: { signedHeaders: ['date', 'digest', 'x-request-id'], omitHeaders: ['digest'] } } }),
    );
    expect(report.verdict).toBe('FORMAT_ERROR');
    expect(failedStep(report)).toBe('digest');
    expect(report.digest.sent).toBeNull();
  });

  it('answers SIGNATURE_INVALID when the headers part leaves x-request-id out', () => {
    const report = debug(paste({ input: { options: { signedHeaders: ['date', 'digest'] } } }));
    expect(report.verdict).toBe('SIGNATURE_INVALID');
    expect(failedStep(report)).toBe('signed-headers');
  });

  it('answers SIGNATURE_INVALID when another key signed, yet shows the signing string the server built', () => {
    const report = debug(paste({ signedWith: { ...certificate, privateKeyPem: otherKey } }));
    expect(report.verdict).toBe('SIGNATURE_INVALID');
    expect(failedStep(report)).toBe('signature');
    expect(report.signingString).toContain('x-request-id: ');
  });

  it('answers CERTIFICATE_EXPIRED with 401 for an expired certificate, as the API does', () => {
    const report = debug(paste({ signedWith: expired }));
    expect(report.verdict).toBe('CERTIFICATE_EXPIRED');
    expect(report.apiAnswer).toMatchObject({ status: 401, path: 'TPP-Signature-Certificate' });
    expect(report.certificate?.notAfter).toBe('2026-01-01T00:00:00.000Z');
  });

  it('reports a Date off the clock as a warning step and still checks the signature at the Date', () => {
    const later = { ...options, now: new Date(now.getTime() + 3_600_000) };
    const report = debug(paste(), later);
    expect(report.verdict).toBe('Valid');
    expect(report.steps.find((step) => step.step === 'date')).toMatchObject({ outcome: 'warning' });
    expect(report.apiAnswer).toMatchObject({ code: 'TIMESTAMP_INVALID', path: 'Date' });
    const tampered = debug(paste({ signedWith: { ...certificate, privateKeyPem: otherKey } }), later);
    expect(tampered.verdict).toBe('SIGNATURE_INVALID');
  });

  it('answers CERTIFICATE_INVALID for a certificate without the PSD2 QCStatement, after a valid signature', () => {
    const plain = issueTestCertificate({
      ...base,
      roles: [],
      hasPsd2Statement: false,
      validFrom: new Date('2026-01-01T00:00:00Z'),
      validTo: new Date('2027-01-01T00:00:00Z'),
    });
    const report = debug(paste({ signedWith: plain }));
    expect(report.verdict).toBe('CERTIFICATE_INVALID');
    expect(report.steps.at(-1)).toMatchObject({ step: 'identity', outcome: 'failed' });
  });

  it('answers CERTIFICATE_INVALID with 401 for a website certificate (QWAC), at the step on what the certificate is made for', () => {
    const website = issueTestCertificate({
      ...base,
      roles: [...base.roles],
      qcType: 'web',
      validFrom: new Date('2026-01-01T00:00:00Z'),
      validTo: new Date('2027-01-01T00:00:00Z'),
    });
    const report = debug(paste({ signedWith: website }));
    expect(report.verdict).toBe('CERTIFICATE_INVALID');
    expect(failedStep(report)).toBe('certificate-usage');
    const text =
      'The TPP-Signature-Certificate is a website certificate (QWAC, QcType id-etsi-qct-web 0.4.0.1862.1.6.3); requests are signed with an electronic seal certificate (QSealC, QcType id-etsi-qct-eseal 0.4.0.1862.1.6.2).';
    expect(report.apiAnswer).toEqual({
      status: 401,
      code: 'CERTIFICATE_INVALID',
      path: 'TPP-Signature-Certificate',
      text,
    });
    expect(report.steps.find((step) => step.step === 'certificate-usage')).toMatchObject({
      outcome: 'failed',
      detail: text,
    });
    expect(report.certificate).toMatchObject({ organizationIdentifier: 'PSDNO-FSA-12345678' });
  });

  it('shows what a certificate that passes is made for', () => {
    const report = debug(paste());
    expect(report.steps.find((step) => step.step === 'certificate-usage')).toEqual({
      step: 'certificate-usage',
      outcome: 'passed',
      detail:
        'An end-entity certificate made for signing: keyUsage digitalSignature, nonRepudiation; no extendedKeyUsage (any purpose); QcType id-etsi-qct-eseal 0.4.0.1862.1.6.2.',
    });
  });

  it('answers CERTIFICATE_MISSING without the certificate header', () => {
    const report = debug(paste({ edit: (headers) => delete headers['TPP-Signature-Certificate'] }));
    expect(report.verdict).toBe('CERTIFICATE_MISSING');
  });
});

describe('parseRawRequest', () => {
  it.each([
    ['', 'request line'],
    ['GET /v1/accounts\n\n', 'request line'],
    ['GET accounts HTTP/1.1\n\n', 'neither a path'],
    ['GET /v1/accounts HTTP/1.1\nNo colon here\n\n', 'not a header line'],
    ['GET /v1/accounts HTTP/1.1\nSignature: a\n  folded\n\n', 'folded'],
  ])('refuses %j', (raw, message) => {
    const parsed = parseRawRequest(raw);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? '' : parsed.text).toContain(message);
  });

  it('gives as its example request line an operation of the published document that is not deprecated', () => {
    const parsed = parseRawRequest('GET /v1/accounts\n\n');
    const example = /e\.g\. "([A-Z]+) (\S+) HTTP\/1\.1"/.exec(parsed.ok ? '' : parsed.text);
    expect(example?.slice(1)).toEqual(exampleRequestLine.split(' ').slice(0, 2));
    const paths = document.paths as Record<string, Record<string, { deprecated?: boolean }>>;
    const operation = paths[example![2]!]?.[example![1]!.toLowerCase()];
    expect(operation, exampleRequestLine).toBeDefined();
    expect(operation?.deprecated, `${exampleRequestLine} is deprecated`).not.toBe(true);
  });

  it('reduces an absolute-form target to path and query, and keeps header values as UTF-8 octets', () => {
    const parsed = parseRawRequest(
      'GET https://api.example.test/v1/accounts?withBalance=true HTTP/1.1\r\nPSU-ID: Åse\r\n\r\n',
    );
    expect(parsed.ok && parsed.request.target).toBe('/v1/accounts?withBalance=true');
    expect(parsed.ok && parsed.request.headers[0]!.value).toBe(Buffer.from('Åse', 'utf8').toString('latin1'));
  });

  it('reads exactly Content-Length bytes of body, or drops trailing line breaks without it', () => {
    const withLength = parseRawRequest('POST /v1/consents HTTP/1.1\nContent-Length: 2\n\n{}\n');
    expect(withLength.ok && Buffer.from(withLength.request.body).toString()).toBe('{}');
    const without = parseRawRequest('POST /v1/consents HTTP/1.1\n\n{}\n\n');
    expect(without.ok && Buffer.from(without.request.body).toString()).toBe('{}');
    expect(without.ok && without.request.notes).toHaveLength(1);
  });
});
