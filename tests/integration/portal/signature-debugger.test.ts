import { describe, expect, inject, it } from 'vitest';
import type { SignatureDebugReport } from '@/lib/portal/signature-debugger/debug-signature';
import { debuggerChecksPerMinute } from '@/lib/portal/signature-debugger/take-debugger-allowance';
import { createSandboxTpp } from '@/tools/tpp-kit/create-sandbox-tpp';
import type { IssueCertificateOptions } from '@/lib/certificate-issuer/issue-certificate';
import { signRequest } from '@/tools/tpp-kit/sign-request';
import { signedInDeveloper } from '@/tests/integration/support/portal-developer';

// D28: the debugger route runs the API's own checks, so for the same bytes it gives the API's answer.

const consentBody = JSON.stringify({
  access: { balances: [] },
  recurringIndicator: false,
  validUntil: '2099-12-31',
  frequencyPerDay: 4,
  combinedServiceIndicator: false,
});

function signedConsentRequest(
  tamperBody = (body: string) => body,
  certificateOptions: Partial<IssueCertificateOptions> = {},
) {
  const { certificate } = createSandboxTpp({ baseUrl: inject('baseUrl'), certificate: certificateOptions });
  const signed = signRequest({
    method: 'POST',
    url: '/v1/consents',
    body: consentBody,
    certificate,
    headers: { 'TPP-Redirect-URI': 'https://tpp.example.test/done' },
  });
  const body = tamperBody(consentBody);
  const raw = [
    `POST /v1/consents HTTP/1.1`,
    'Host: api.example.test',
    ...Object.entries(signed.headers).map(([name, value]) => `${name}: ${value}`),
    '',
    body,
  ].join('\r\n');
  return { headers: signed.headers, body, raw };
}

async function callApi(request: { headers: Record<string, string>; body: string }) {
  const response = await fetch(`${inject('baseUrl')}/v1/consents`, {
    method: 'POST',
    headers: request.headers,
    body: request.body,
  });
  return {
    status: response.status,
    body: (await response.json()) as { tppMessages?: { code: string; path?: string; text?: string }[] },
  };
}

async function debug(
  developer: { cookie: string; csrfToken: string },
  body: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${inject('baseUrl')}/portal/api/signature-debugger`, {
    method: 'POST',
    headers: {
      cookie: developer.cookie,
      'x-csrf-token': developer.csrfToken,
      'content-type': 'application/json',
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as SignatureDebugReport & { tppMessages?: { code: string; path?: string }[] },
  };
}

describe('POST /portal/api/signature-debugger', () => {
  it('calls a request Valid that the API accepts, and shows the signing string the API built', async () => {
    const developer = await signedInDeveloper();
    const request = signedConsentRequest();
    const checked = await debug(developer, { rawRequest: request.raw });
    expect(checked.status).toBe(200);
    expect(checked.body.verdict).toBe('Valid');
    expect(checked.body.signingString).toContain('tpp-redirect-uri: https://tpp.example.test/done');
    const api = await callApi(request);
    expect(api.status).toBe(201);
  });

  it('gives the code and path the API gives for a body changed after signing', async () => {
    const developer = await signedInDeveloper();
    const request = signedConsentRequest((body) => body.replace('"frequencyPerDay":4', '"frequencyPerDay":3'));
    const checked = await debug(developer, { rawRequest: request.raw });
    const api = await callApi(request);
    expect(checked.body.verdict).toBe('FORMAT_ERROR');
    expect(api.status).toBe(checked.body.apiAnswer?.status);
    expect(api.body.tppMessages?.[0]).toMatchObject({
      code: checked.body.apiAnswer?.code,
      path: checked.body.apiAnswer?.path,
    });
  });

  it('gives the API answer for a signature by another key: SIGNATURE_INVALID', async () => {
    const developer = await signedInDeveloper();
    const request = signedConsentRequest();
    const other = createSandboxTpp({ baseUrl: inject('baseUrl') }).certificate;
    const unsigned = Object.fromEntries(Object.entries(request.headers).filter(([name]) => name !== 'Signature'));
    const forged = signRequest({
      method: 'POST',
      url: '/v1/consents',
      body: consentBody,
      certificate: other,
      headers: unsigned,
    }).headers.Signature!;
    const headers = {
      ...request.headers,
      Signature: forged.replace(/keyId="[^"]*"/, /keyId="[^"]*"/.exec(request.headers.Signature!)![0]),
    };
    const raw = request.raw.replace(request.headers.Signature!, headers.Signature);
    const checked = await debug(developer, { rawRequest: raw });
    const api = await callApi({ headers, body: request.body });
    expect(checked.body.verdict).toBe('SIGNATURE_INVALID');
    expect(api.body.tppMessages?.[0]?.code).toBe('SIGNATURE_INVALID');
  });

  it('gives the API answer for a website certificate (QWAC): 401 CERTIFICATE_INVALID naming its QcType (D19)', async () => {
    const developer = await signedInDeveloper();
    const request = signedConsentRequest(undefined, { qcType: 'web' });
    const checked = await debug(developer, { rawRequest: request.raw });
    const api = await callApi(request);
    expect(checked.body.verdict).toBe('CERTIFICATE_INVALID');
    expect(checked.body.steps.find((step) => step.outcome === 'failed')?.step).toBe('certificate-usage');
    expect(checked.body.apiAnswer?.text).toMatch(
      /^The TPP-Signature-Certificate is a website certificate \(QWAC, QcType id-etsi-qct-web/,
    );
    expect(api.status).toBe(401);
    expect(api.body.tppMessages?.[0]).toEqual({
      category: 'ERROR',
      code: checked.body.apiAnswer?.code,
      path: checked.body.apiAnswer?.path,
      text: checked.body.apiAnswer?.text,
    });
  });

  it('refuses without a session (401), from another site or without the CSRF token (403), without JSON (415), and a paste that is not a request (400)', async () => {
    const developer = await signedInDeveloper();
    expect((await debug({ cookie: '', csrfToken: '' }, { rawRequest: 'x' })).status).toBe(401);
    expect((await debug(developer, { rawRequest: 'x' }, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await debug(developer, { rawRequest: 'x' }, { origin: 'https://evil.example' })).status).toBe(403);
    const forged = await debug({ ...developer, csrfToken: 'forged' }, { rawRequest: 'x' });
    expect([forged.status, forged.body.tppMessages?.[0]?.code]).toEqual([403, 'SERVICE_BLOCKED']);
    expect(
      (await debug(developer, 'rawRequest=x', { 'content-type': 'application/x-www-form-urlencoded' })).status,
    ).toBe(415);
    expect((await debug(developer, '{"rawRequest":')).status).toBe(400);
    expect((await debug(developer, { rawRequest: 'x'.repeat(300_000) })).status).toBe(413);
    const garbage = await debug(developer, { rawRequest: 'hello world' });
    expect(garbage.status).toBe(400);
    expect(garbage.body.tppMessages?.[0]).toMatchObject({ code: 'FORMAT_ERROR', path: 'rawRequest' });
  });

  it(`allows ${debuggerChecksPerMinute} checks a minute per developer, then answers 429`, async () => {
    const developer = await signedInDeveloper();
    // The allowance is per clock minute: start early in one so that the whole loop falls inside it.
    const second = new Date().getUTCSeconds();
    if (second > 40) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000));
    const statuses: number[] = [];
    for (let call = 0; call < debuggerChecksPerMinute + 2; call += 1)
      statuses.push((await debug(developer, { rawRequest: 'GET / HTTP/1.1\n\n' })).status);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(1);
    expect(statuses.slice(0, debuggerChecksPerMinute - 1).every((status) => status === 200)).toBe(true);
  });
});
