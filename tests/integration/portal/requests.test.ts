import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { RequestLogPage } from '@/lib/portal/request-log/list-request-log';
import { signRequest } from '@/tools/tpp-kit/sign-request';
import { forgedAccountsHeaders } from '@/tests/integration/support/forged-accounts-headers';
import { createSandboxTpp } from '@/tools/tpp-kit/create-sandbox-tpp';
import { signedInDeveloper } from '@/tests/integration/support/portal-developer';
import { balancesConsentBody } from '@/tests/integration/support/balances-consent-body';
import { waitFor } from '@/tests/integration/support/wait-for';

// D28: the request inspector lists the developer's own TPP's calls only, filtered and keyset-paged; a refused
// signature made with the TPP's certificate shows its stored diagnosis.

type Answer = { status: number; body: RequestLogPage & { tppMessages?: { code: string; path?: string }[] } };

async function inspect(cookie: string, query = ''): Promise<Answer> {
  const response = await fetch(`${inject('baseUrl')}/portal/api/requests${query}`, { headers: { cookie } });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

/** D31: rows are written just after the response; waits until `count` of them are there. */
function inspectWhenWritten(cookie: string, query: string, count: number): Promise<Answer> {
  return waitFor(async () => {
    const answer = await inspect(cookie, query);
    return answer.body.entries?.length >= count ? answer : null;
  });
}

/** A TPP with two calls: a successful consent creation and a 404. */
async function busyTpp() {
  const tpp = createSandboxTpp({ baseUrl: inject('baseUrl') });
  const created = await tpp.client.request('POST', '/v1/consents', {
    body: balancesConsentBody,
    headers: { 'TPP-Redirect-URI': 'https://tpp.example.test/done' },
  });
  expect(created.status).toBe(201);
  const missingId = randomUUID();
  const missing = await tpp.client.request('GET', '/v1/consents/unknown-consent', {
    headers: { 'X-Request-ID': missingId },
  });
  expect(missing.status).toBeGreaterThanOrEqual(400);
  return { ...tpp, missingId, missingStatus: missing.status };
}

describe('GET /portal/api/requests', () => {
  const forgerDeveloper = busyTpp().then((tpp) => signedInDeveloper({ linkedTo: tpp.organizationIdentifier }));

  it("shows each developer their own TPP's calls only, newest first, and filters them", async () => {
    const [first, second] = [await busyTpp(), await busyTpp()];
    const [firstDeveloper, secondDeveloper] = [
      await signedInDeveloper({ linkedTo: first.organizationIdentifier }),
      await signedInDeveloper({ linkedTo: second.organizationIdentifier }),
    ];
    const firstLog = await inspectWhenWritten(firstDeveloper.cookie, '', 2);
    const secondLog = await inspectWhenWritten(secondDeveloper.cookie, '', 2);
    expect(firstLog.status).toBe(200);
    expect(firstLog.body.entries.map((entry) => entry.xRequestId)).toContain(first.missingId);
    expect(firstLog.body.entries.map((entry) => entry.xRequestId)).not.toContain(second.missingId);
    expect(secondLog.body.entries.map((entry) => entry.xRequestId)).toContain(second.missingId);
    expect(firstLog.body.entries).toHaveLength(2);
    expect(firstLog.body.entries[0]).toMatchObject({ xRequestId: first.missingId, method: 'GET' });

    const failures = await inspect(firstDeveloper.cookie, '?status=4xx');
    expect(failures.body.entries.map((entry) => entry.xRequestId)).toEqual([first.missingId]);
    expect(failures.body.entries[0]!.errorCodes.length).toBeGreaterThan(0);
    expect((await inspect(firstDeveloper.cookie, `?status=${first.missingStatus}`)).body.entries).toHaveLength(1);
    expect((await inspect(firstDeveloper.cookie, '?status=2xx')).body.entries.map((entry) => entry.operation)).toEqual([
      'createConsent',
    ]);
    expect((await inspect(firstDeveloper.cookie, '?operation=createConsent')).body.entries).toHaveLength(1);
    expect((await inspect(firstDeveloper.cookie, `?xRequestId=${first.missingId}`)).body.entries).toHaveLength(1);
    expect((await inspect(firstDeveloper.cookie, `?xRequestId=${second.missingId}`)).body.entries).toHaveLength(0);
    // The TPP is the session's: a query naming another one is refused, not obeyed.
    const naming = await inspect(
      firstDeveloper.cookie,
      `?organizationIdentifier=${encodeURIComponent(second.organizationIdentifier)}`,
    );
    expect(naming.status).toBe(400);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await inspect(firstDeveloper.cookie, `?from=${encodeURIComponent(future)}`)).body.entries).toHaveLength(0);
    expect((await inspect(firstDeveloper.cookie, `?to=${encodeURIComponent(future)}`)).body.entries).toHaveLength(2);
  });

  it('pages by keyset cursor without repeating or skipping a row', async () => {
    const tpp = await busyTpp();
    const { cookie } = await signedInDeveloper({ linkedTo: tpp.organizationIdentifier });
    await inspectWhenWritten(cookie, '', 2);
    const page1 = await inspect(cookie, '?limit=1');
    expect(page1.body.entries).toHaveLength(1);
    expect(page1.body.nextCursor).not.toBeNull();
    const page2 = await inspect(cookie, `?limit=1&cursor=${page1.body.nextCursor}`);
    expect(page2.body.entries).toHaveLength(1);
    expect(page2.body.entries[0]!.id).not.toBe(page1.body.entries[0]!.id);
    expect(page2.body.nextCursor).toBeNull();
  });

  it("opens a refused signature made with the TPP's certificate step by step", async () => {
    const tpp = await busyTpp();
    const { cookie } = await signedInDeveloper({ linkedTo: tpp.organizationIdentifier });
    const requestId = randomUUID();
    const tampered = forgedAccountsHeaders(tpp.certificate, requestId);
    const refused = await fetch(`${inject('baseUrl')}/v1/accounts`, { headers: tampered });
    expect(refused.status).toBe(400);
    const log = await inspectWhenWritten(cookie, `?xRequestId=${requestId}`, 1);
    expect(log.body.entries).toHaveLength(1);
    const diagnosis = log.body.entries[0]!.signatureDiagnosis;
    expect(diagnosis?.failure).toMatchObject({ step: 'signature', code: 'SIGNATURE_INVALID' });
    expect(diagnosis?.steps.find((step) => step.step === 'signing-string')?.lines?.join('\n')).toContain(
      `x-request-id: ${requestId}`,
    );
    const stranger = await signedInDeveloper({ linkedTo: (await busyTpp()).organizationIdentifier });
    expect((await inspect(stranger.cookie, `?xRequestId=${requestId}`)).body.entries).toHaveLength(0);
  });

  it("pages through the TPP's own calls and the refused ones of its certificates as one list, newest first", async () => {
    const tpp = await busyTpp();
    const { cookie } = await signedInDeveloper({ linkedTo: tpp.organizationIdentifier });
    const sent: string[] = [];
    for (const isRefused of [true, false, true, false]) {
      const requestId = randomUUID();
      const signed = signRequest({
        method: 'GET',
        url: '/v1/no-such-resource',
        certificate: tpp.certificate,
        headers: { 'X-Request-ID': requestId },
      });
      const headers = isRefused
        ? {
            ...signed.headers,
            Signature: signed.headers.Signature!.replace(/signature="[A-Za-z0-9+/]{8}/, 'signature="AAAAAAAA'),
          }
        : signed.headers;
      const answer = await fetch(`${inject('baseUrl')}/v1/no-such-resource`, { headers });
      expect(answer.status).toBe(isRefused ? 400 : 404);
      sent.unshift(requestId);
      // Distinct instants, so that the order asserted is the order sent.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await inspectWhenWritten(cookie, '', 6);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const answer: Answer = await inspect(cookie, `?limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      expect(answer.body.entries).toHaveLength(1);
      seen.push(answer.body.entries[0]!.xRequestId ?? '');
      cursor = answer.body.nextCursor;
    } while (cursor);
    expect(seen.slice(0, 4)).toEqual(sent);
    expect(seen.slice(4)).toEqual([tpp.missingId, expect.any(String)]);
  });

  it.each([
    ['?status=abc', 'status'],
    ['?status=600', 'status'],
    ['?cursor=bad', 'cursor'],
    ['?from=yesterday', 'from'],
    // Past the checks' shapes, yet beyond what the database holds: a bigint id past int8, a year 0 instant.
    ['?cursor=9999999999999-9223372036854775808', 'cursor'],
    ['?to=0000-01-01T00:00:00Z', 'to'],
    ['?from=0001-01-01T00:00:00%2B01:00', 'from'],
    ['?limit=1000', 'limit'],
    ['?operation=%27%20OR%201%3D1', 'operation'],
    ['?status=4xx&status=5xx', 'status'],
    ['?tppId=someone-else', undefined],
  ])('answers a forged filter %s with 400, never 500', async (query, path) => {
    const { cookie } = await forgerDeveloper;
    const answer = await inspect(cookie, query);
    expect(answer.status).toBe(400);
    expect(answer.body.tppMessages?.[0]).toMatchObject({ code: 'FORMAT_ERROR', ...(path && { path }) });
  });

  it('refuses without a session (401) and for a developer not linked to a TPP (403)', async () => {
    expect((await inspect('')).status).toBe(401);
    const unlinked = await signedInDeveloper();
    expect((await inspect(unlinked.cookie)).status).toBe(403);
  });
});
