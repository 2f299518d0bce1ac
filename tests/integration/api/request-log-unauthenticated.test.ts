import { createHash, randomUUID } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { db } from '@/lib/db';
import type { RequestLogPage } from '@/lib/portal/request-log/list-request-log';
import { createSandboxTpp, type SandboxTpp } from '@/tools/tpp-kit/create-sandbox-tpp';
import { forgedAccountsHeaders } from '@/tests/integration/support/forged-accounts-headers';
import { insertRequestLogs, type QueuedRequestLog } from '@/lib/xs2a/insert-request-logs';
import {
  unauthenticatedRowsCounterPrefix,
  unauthenticatedRowsPerCertificateHour,
} from '@/lib/xs2a/rank-unauthenticated-rows';
import { signedInDeveloper } from '@/tests/integration/support/portal-developer';
import { waitFor } from '@/tests/integration/support/wait-for';

// D28: a refused signature is matched to a TPP by its public certificate, so anyone holding the certificate can write
// into that TPP's request log. Such rows are marked as not authenticated, can be filtered out in the inspector, and
// are stored up to a limit per certificate and hour; the TPP's authenticated calls and other TPPs' rows never count.

const limit = unauthenticatedRowsPerCertificateHour;

afterAll(async () => {
  await db.$disconnect();
});

function fingerprintOf(tpp: SandboxTpp): string {
  return createHash('sha256')
    .update(Buffer.from(tpp.certificate.certificateBase64, 'base64'))
    .digest('hex')
    .toUpperCase();
}

/** A TPP known to the service (it made one authenticated call), with a developer signed in to its portal. */
async function knownTpp() {
  const tpp = createSandboxTpp({ baseUrl: inject('baseUrl') });
  const requestId = randomUUID();
  expect(
    (await tpp.client.request('GET', '/v1/sandbox/customers', { headers: { 'X-Request-ID': requestId } })).status,
  ).toBe(200);
  const developer = await signedInDeveloper({ linkedTo: tpp.organizationIdentifier });
  return { ...tpp, developer, authenticatedId: requestId, fingerprint: fingerprintOf(tpp) };
}

/** A call with the TPP's certificate whose signature anyone could have made up: refused at the signature check. */
async function forgedCall(tpp: SandboxTpp, requestId = randomUUID()): Promise<string> {
  const forged = forgedAccountsHeaders(tpp.certificate, requestId);
  expect((await fetch(`${inject('baseUrl')}/v1/accounts`, { headers: forged })).status).toBe(400);
  return requestId;
}

async function inspect(cookie: string, query = ''): Promise<RequestLogPage> {
  const response = await fetch(`${inject('baseUrl')}/portal/api/requests${query}`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as RequestLogPage;
}

/** The limit's counters of a certificate: calls counted per hour. */
async function counted(fingerprint: string): Promise<{ windowStart: Date; count: number }[]> {
  return db.rateLimitCounter.findMany({
    where: { key: `${unauthenticatedRowsCounterPrefix}${fingerprint}` },
    select: { windowStart: true, count: true },
    orderBy: { windowStart: 'asc' },
  });
}

/** D33: this instance's count of rows over their certificate's limit, from its metrics (open in the sandbox). */
async function rowsNotStored(): Promise<number> {
  const metrics = await (await fetch(`${inject('baseUrl')}/metrics`)).text();
  return Number(/^xs2a_request_log_rows_not_stored_total\{reason="certificate"\} (\d+)$/m.exec(metrics)?.[1] ?? 0);
}

describe('request-log rows that did not authenticate', () => {
  it('are marked in the inspector, keep their diagnosis, and are filtered in or out', async () => {
    const tpp = await knownTpp();
    const forgedId = await forgedCall(tpp);
    const log = await waitFor(async () => {
      const page = await inspect(tpp.developer.cookie);
      return page.entries.length >= 2 ? page : null;
    });
    expect(log.entries.map((entry) => [entry.xRequestId, entry.isAuthenticated])).toEqual([
      [forgedId, false],
      [tpp.authenticatedId, true],
    ]);
    // The refused-call diagnosis a developer debugging their own signature needs is still there.
    expect(log.entries[0]!.signatureDiagnosis?.failure).toMatchObject({ step: 'signature', code: 'SIGNATURE_INVALID' });

    expect(
      (await inspect(tpp.developer.cookie, '?authentication=authenticated')).entries.map((entry) => entry.xRequestId),
    ).toEqual([tpp.authenticatedId]);
    expect(
      (await inspect(tpp.developer.cookie, '?authentication=unauthenticated')).entries.map((entry) => entry.xRequestId),
    ).toEqual([forgedId]);
    expect((await inspect(tpp.developer.cookie, '?authentication=unauthenticated&status=2xx')).entries).toEqual([]);
    const forged = await fetch(`${inject('baseUrl')}/portal/api/requests?authentication=maybe`, {
      headers: { cookie: tpp.developer.cookie },
    });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ tppMessages: [{ code: 'FORMAT_ERROR', path: 'authentication' }] });
    expect(
      await db.requestLog.findFirst({ where: { xRequestId: tpp.authenticatedId }, select: { isAuthenticated: true } }),
    ).toEqual({ isAuthenticated: true });
  });

  it("are stored up to the limit per certificate and hour, never limiting the TPP's authenticated calls or another TPP", async () => {
    const [tpp, other] = [await knownTpp(), await knownTpp()];
    const notStoredBefore = await rowsNotStored();
    // More than twice the limit: whichever hour boundary the flood crosses, one of its hours goes past the limit.
    const flood = 2 * limit + 1;
    const authenticatedIds: string[] = [];
    for (let sent = 0; sent < flood; sent += 20) {
      await Promise.all(Array.from({ length: Math.min(20, flood - sent) }, () => forgedCall(tpp)));
      const requestId = randomUUID();
      expect(
        (await tpp.client.request('GET', '/v1/sandbox/customers', { headers: { 'X-Request-ID': requestId } })).status,
      ).toBe(200);
      authenticatedIds.push(requestId);
    }
    // D31: one instance writes its batches in order, so once this later row is there every earlier one was written.
    const otherForgedId = await forgedCall(other);
    await waitFor(() => db.requestLog.findFirst({ where: { xRequestId: otherForgedId } }), 20_000);

    for (const counter of await counted(tpp.fingerprint)) {
      const windowEnd = new Date(counter.windowStart.getTime() + 3_600_000);
      const stored = await db.requestLog.count({
        where: { certificateFingerprint: tpp.fingerprint, at: { gte: counter.windowStart, lt: windowEnd } },
      });
      expect(stored).toBe(Math.min(counter.count, limit));
    }
    const stored = await db.requestLog.count({ where: { certificateFingerprint: tpp.fingerprint } });
    expect(stored).toBeLessThan(flood);
    expect((await rowsNotStored()) - notStoredBefore).toBeGreaterThanOrEqual(flood - stored);
    expect(await db.requestLog.count({ where: { xRequestId: { in: authenticatedIds }, isAuthenticated: true } })).toBe(
      authenticatedIds.length,
    );
    expect(await counted(other.fingerprint)).toEqual([expect.objectContaining({ count: 1 })]);
    const otherLog = await inspect(other.developer.cookie, '?authentication=unauthenticated');
    expect(otherLog.entries.map((entry) => entry.xRequestId)).toEqual([otherForgedId]);
  });

  it('count exactly when several instances write batches of one certificate at once (D13)', async () => {
    const fingerprint = randomUUID().replaceAll('-', '').toUpperCase().padEnd(64, '0');
    const at = new Date();
    const row = (index: number): QueuedRequestLog => ({
      at,
      method: 'GET',
      path: '/v1/accounts',
      operation: 'listAccounts',
      status: 400,
      errorCodes: ['SIGNATURE_INVALID'],
      durationMs: 1,
      xRequestId: `concurrent-${fingerprint.slice(0, 8)}-${index}`,
      certificateFingerprint: fingerprint,
    });
    const batches = Array.from({ length: 6 }, (_batch, batch) =>
      Array.from({ length: 30 }, (_row, index) => row(batch * 30 + index)),
    );
    const notStored = await Promise.all(batches.map((batch) => insertRequestLogs(batch)));
    expect(notStored.reduce((sum, rows) => sum + rows.certificate + rows.address + rows.anonymous, 0)).toBe(
      180 - limit,
    );
    expect(notStored.every((rows) => rows.address + rows.anonymous === 0)).toBe(true);
    expect(await db.requestLog.count({ where: { certificateFingerprint: fingerprint, isAuthenticated: false } })).toBe(
      limit,
    );
    expect(await counted(fingerprint)).toEqual([expect.objectContaining({ count: 180 })]);
  });
});
