import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { RequestLogPage } from '@/lib/portal/request-log/list-request-log';
import type { RequestLogEntryView } from '@/lib/portal/request-log/present-request-log-entry';
import { signatureMessagesEn } from '@/lib/portal/signature-debugger/messages-en';
import { createSandboxTpp } from '@/tools/tpp-kit/create-sandbox-tpp';
import { forgedAccountsHeaders } from '@/tests/integration/support/forged-accounts-headers';
import { signedInDeveloper } from '@/tests/integration/support/portal-developer';
import { balancesConsentBody } from '@/tests/integration/support/balances-consent-body';
import { waitFor } from '@/tests/integration/support/wait-for';

// D28: every logged call opens to its headers (secrets shortened) and its answer (a refusal's body, a success's shape,
// never its values); a row, its headers and its body reach only its own TPP, by id, by code and in the debugger.

async function inspect(cookie: string, query = ''): Promise<{ status: number; body: RequestLogPage }> {
  const response = await fetch(`${inject('baseUrl')}/portal/api/requests${query}`, { headers: { cookie } });
  return { status: response.status, body: (await response.json()) as RequestLogPage };
}

/** D31: rows are written just after the response; waits until the call with this X-Request-ID is there. */
function loggedCall(cookie: string, xRequestId: string): Promise<RequestLogEntryView> {
  return waitFor(async () => (await inspect(cookie, `?xRequestId=${xRequestId}`)).body.entries?.[0] ?? null);
}

async function debuggerPage(cookie: string, from: string): Promise<string> {
  const query = new URLSearchParams({ from });
  return (await fetch(`${inject('baseUrl')}/portal/signature-debugger?${query}`, { headers: { cookie } })).text();
}

/** A TPP with a developer, a consent created (201) and a consent read that is refused (4xx). */
async function tppWithCalls() {
  const tpp = createSandboxTpp({ baseUrl: inject('baseUrl') });
  const createdId = randomUUID();
  const created = await tpp.client.request('POST', '/v1/consents', {
    body: balancesConsentBody,
    headers: {
      'X-Request-ID': createdId,
      'TPP-Redirect-URI': 'https://tpp.example.test/done',
      'PSU-IP-Address': '192.0.2.10',
    },
  });
  expect(created.status).toBe(201);
  const refusedId = randomUUID();
  const refused = await tpp.client.request('GET', '/v1/consents/unknown-consent', {
    headers: { 'X-Request-ID': refusedId },
  });
  expect(refused.status).toBeGreaterThanOrEqual(400);
  const developer = await signedInDeveloper({ linkedTo: tpp.organizationIdentifier });
  return {
    ...tpp,
    developer,
    consentId: (created.body as { consentId: string }).consentId,
    created: await loggedCall(developer.cookie, createdId),
    refused: await loggedCall(developer.cookie, refusedId),
  };
}

describe('the request inspector’s details', () => {
  it("keeps a success's headers with secrets shortened and its shape, never its values", async () => {
    const tpp = await tppWithCalls();
    const headers = Object.fromEntries(
      (tpp.created.requestHeaders?.headers ?? []).map(([name, value, mark]) => [name, { value, mark }]),
    );
    expect(headers['x-request-id']?.value).toBe(tpp.created.xRequestId);
    expect(headers.signature).toMatchObject({ mark: 'shortened', value: expect.stringMatching(/signature="[^"]{8}…/) });
    expect(headers['tpp-signature-certificate']?.mark).toBe('shortened');
    expect(headers['tpp-signature-certificate']?.value.length).toBeLessThan(60);
    expect(headers['psu-ip-address']).toEqual({ value: '10 characters', mark: 'masked' });
    expect(tpp.created.response).toMatchObject({
      size: expect.any(Number),
      shape: { consentId: 'string', consentStatus: 'string', _links: expect.any(Object) },
    });
    const stored = JSON.stringify(tpp.created);
    for (const secret of [tpp.consentId, '192.0.2.10', tpp.certificate.certificateBase64.slice(20, 80)])
      expect(stored).not.toContain(secret);
  });

  it("keeps a refusal's body", async () => {
    const tpp = await tppWithCalls();
    const body = tpp.refused.response?.body as { tppMessages: { code: string }[] };
    expect(body.tppMessages[0]?.code).toBe(tpp.refused.errorCodes[0]);
  });

  it("never gives a TPP another TPP's row, by id, by code or in the signature debugger", async () => {
    const [first, second] = [await tppWithCalls(), await tppWithCalls()];
    const code = first.refused.errorCodes[0] ?? '';
    expect((await inspect(first.developer.cookie, `?id=${first.refused.id}`)).body.entries.map((e) => e.id)).toEqual([
      first.refused.id,
    ]);
    expect((await inspect(second.developer.cookie, `?id=${first.refused.id}`)).body.entries).toEqual([]);
    const byCode = await inspect(second.developer.cookie, `?code=${code}`);
    expect(byCode.body.entries.map((entry) => entry.id)).toEqual([second.refused.id]);
    expect((await inspect(first.developer.cookie, `?code=${code}`)).body.entries.map((e) => e.id)).toEqual([
      first.refused.id,
    ]);
    expect((await inspect(first.developer.cookie, `?code=${code}&status=2xx`)).body.entries).toEqual([]);

    const own = await debuggerPage(first.developer.cookie, first.created.id);
    expect(own).toContain(`POST /v1/consents HTTP/1.1`);
    expect(own).toContain(`x-request-id: ${first.created.xRequestId}`);
    // The TPP's own certificate is filled in whole; the body and the shortened values are asked for.
    expect(own).toContain(`tpp-signature-certificate: ${first.certificate.certificateBase64}`);
    expect(own).toContain(signatureMessagesEn.prefillBody);
    const foreign = await debuggerPage(second.developer.cookie, first.created.id);
    expect(foreign).toContain(signatureMessagesEn.prefillUnknown.slice(0, 20));
    expect(foreign).not.toContain(first.created.xRequestId ?? 'missing');
    expect(await debuggerPage(second.developer.cookie, '99999999999999999999')).not.toContain('HTTP/1.1');
  });

  it("opens a refused signature of the TPP's certificate in the debugger with the certificate filled in", async () => {
    const tpp = await tppWithCalls();
    const requestId = randomUUID();
    const answer = await fetch(`${inject('baseUrl')}/v1/accounts`, {
      headers: forgedAccountsHeaders(tpp.certificate, requestId),
    });
    expect(answer.status).toBe(400);
    const row = await loggedCall(tpp.developer.cookie, requestId);
    expect(row.isAuthenticated).toBe(false);
    const page = await debuggerPage(tpp.developer.cookie, row.id);
    expect(page).toContain(`GET /v1/accounts HTTP/1.1`);
    expect(page).toContain(`tpp-signature-certificate: ${tpp.certificate.certificateBase64}`);
    const stranger = await tppWithCalls();
    expect(await debuggerPage(stranger.developer.cookie, row.id)).not.toContain(requestId);
  });
});
