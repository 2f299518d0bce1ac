import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { bankDate } from '@/lib/berlin-group/bank-date';
import { db } from '@/lib/db';
import { addDays } from '@/lib/sandbox/shared/calendar';
import { createTppClient } from '@/tools/tpp-kit/tpp-client';
import { createAisTpp, firstMessage, psuPresent, redirectUri } from '@/tests/integration/support/ais-fixture';
import { startAppInstance, type AppInstance } from '@/tests/integration/support/test-environment';

// Spec "Limits": without the PSU present, 4 calls per 24 hours per TPP and account to balances and to transactions,
// 90 days of history, and only accounts accessed with SCA in the last 90 days. Counters live in the database (D13).
const day = 86_400_000;
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'psd2-second-instance-'));
let secondInstance: AppInstance | undefined;

afterAll(async () => {
  await secondInstance?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('calls without the PSU present', async () => {
  const tpp = await createAisTpp();
  const consent = await tpp.grant('13039319955', 'PRIVATE', new Date(Date.now() - 2 * 60 * 60 * 1000));
  const [first, second] = consent.accountIds as [string, string];

  it('allow 4 balance reads per account in 24 hours, then 429 ACCESS_EXCEEDED with Retry-After', async () => {
    for (let call = 1; call <= 4; call++)
      expect((await tpp.read(`/v1/accounts/${first}/balances`, consent)).status).toBe(200);
    const refused = await tpp.read(`/v1/accounts/${first}/balances`, consent);
    expect([refused.status, firstMessage(refused).code]).toEqual([429, 'ACCESS_EXCEEDED']);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    // Counted per account and per service; the PSU being present is not limited.
    expect((await tpp.read(`/v1/accounts/${second}/balances`, consent)).status).toBe(200);
    expect((await tpp.read(`/v1/accounts/${first}/transactions?bookingStatus=booked`, consent)).status).toBe(200);
    for (let call = 1; call <= 6; call++)
      expect((await tpp.read(`/v1/accounts/${first}/balances`, consent, psuPresent)).status).toBe(200);
  });

  it('count balances given with withBalance=true too, so the limit cannot be side-stepped', async () => {
    const other = await tpp.grant('12085592767', 'PRIVATE', new Date(Date.now() - 2 * 60 * 60 * 1000));
    const accountId = other.accountIds[0] as string;
    for (let call = 1; call <= 4; call++)
      expect((await tpp.read(`/v1/accounts/${accountId}?withBalance=true`, other)).status).toBe(200);
    for (const path of [
      `/v1/accounts/${accountId}/balances`,
      `/v1/accounts/${accountId}?withBalance=true`,
      '/v1/accounts?withBalance=true',
    ]) {
      const refused = await tpp.read(path, other);
      expect([path, refused.status, firstMessage(refused).code]).toEqual([path, 429, 'ACCESS_EXCEEDED']);
    }
    expect((await tpp.read('/v1/accounts', other)).status).toBe(200);
  });

  it('keep transaction details within the same 90 days of history', async () => {
    // A TPP of its own, so that this read does not use up another test's calls.
    const detailsTpp = await createAisTpp();
    const other = await detailsTpp.grant('13039319955', 'PRIVATE', new Date(Date.now() - 2 * 60 * 60 * 1000));
    const old = await db.transaction.findFirstOrThrow({
      where: {
        accountId: { in: other.accountIds },
        bookingStatus: 'booked',
        bookingDate: { lt: new Date(Date.now() - 92 * day) },
      },
    });
    const accountId = old.accountId as string;
    const absent = await detailsTpp.read(`/v1/accounts/${accountId}/transactions/${old.id}`, other);
    expect([absent.status, firstMessage(absent).code]).toEqual([404, 'RESOURCE_UNKNOWN']);
    expect((await detailsTpp.read(`/v1/accounts/${accountId}/transactions/${old.id}`, other, psuPresent)).status).toBe(
      200,
    );
  });

  it('hold a pending entry to the history by the date the list uses, as it has no booking date', async () => {
    const detailsTpp = await createAisTpp();
    const other = await detailsTpp.grant('13039319955', 'PRIVATE', new Date(Date.now() - 2 * 60 * 60 * 1000));
    const accountId = other.accountIds[0] as string;
    const valueDate = addDays(bankDate(new Date()), -100);
    const created = await detailsTpp.client.request('POST', `/v1/sandbox/accounts/${accountId}/transactions`, {
      body: JSON.stringify({
        amount: -4_200,
        currency: 'NOK',
        bookingStatus: 'pending',
        valueDate,
        creditorName: 'Gammel reservasjon',
      }),
    });
    expect(created.status, created.text).toBe(201);
    const pendingId = (created.body as { id: string }).id;
    const pendingIds = (response: { body: unknown }) =>
      (response.body as { transactions: { pending: { transactionId: string }[] } }).transactions.pending.map(
        (entry) => entry.transactionId,
      );

    const list = await detailsTpp.read(
      `/v1/accounts/${accountId}/transactions?bookingStatus=pending&limit=1000`,
      other,
    );
    expect(list.status).toBe(200);
    expect(pendingIds(list)).not.toContain(pendingId);
    const absent = await detailsTpp.read(`/v1/accounts/${accountId}/transactions/${pendingId}`, other);
    expect([absent.status, firstMessage(absent).code]).toEqual([404, 'RESOURCE_UNKNOWN']);

    expect(
      pendingIds(
        await detailsTpp.read(
          `/v1/accounts/${accountId}/transactions?bookingStatus=pending&limit=1000`,
          other,
          psuPresent,
        ),
      ),
    ).toContain(pendingId);
    const present = await detailsTpp.read(`/v1/accounts/${accountId}/transactions/${pendingId}`, other, psuPresent);
    expect(present.status).toBe(200);
    expect(present.body).toMatchObject({
      transactionsDetails: { transactionDetails: { transactionId: pendingId, valueDate } },
    });
  });

  it('count across two app instances on one database, also when the calls race', async () => {
    secondInstance = await startAppInstance({ databaseUrl: inject('databaseUrl'), dataDir });
    const viaSecond = createTppClient({
      baseUrl: secondInstance.baseUrl,
      certificate: tpp.certificate,
      defaultHeaders: { 'TPP-Redirect-URI': redirectUri },
    });
    const readVia = (client: typeof tpp.client) =>
      client.request('GET', `/v1/accounts/${second}/transactions?bookingStatus=booked&limit=1`, {
        headers: { 'PSU-ID': consent.psuId },
      });
    const statuses = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        readVia(index % 2 === 0 ? tpp.client : viaSecond).then((response) => response.status),
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
  });

  it('see only the last 90 days of transactions; the PSU present sees the full history', async () => {
    const cutoff = new Date(Date.now() - 90 * day).toISOString().slice(0, 10);
    const olderExists = await db.transaction.count({
      where: { accountId: second, bookingStatus: 'booked', bookingDate: { lt: new Date(Date.now() - 91 * day) } },
    });
    expect(olderExists).toBeGreaterThan(0);
    const present = await tpp.read(
      `/v1/accounts/${second}/transactions?bookingStatus=booked&limit=1000`,
      consent,
      psuPresent,
    );
    const presentDates = (
      present.body as { transactions: { booked: { bookingDate: string }[] } }
    ).transactions.booked.map((entry) => entry.bookingDate);
    expect(presentDates.some((date) => date < cutoff)).toBe(true);
    const fresh = await tpp.grant('12085592767', 'PRIVATE', new Date(Date.now() - 2 * 60 * 60 * 1000));
    const absent = await tpp.read(
      `/v1/accounts/${fresh.accountIds[0]}/transactions?bookingStatus=booked&limit=1000&dateFrom=2020-01-01`,
      fresh,
    );
    expect(absent.status).toBe(200);
    const absentDates = (
      absent.body as { transactions: { booked: { bookingDate: string }[] } }
    ).transactions.booked.map((entry) => entry.bookingDate);
    expect(absentDates.length).toBeGreaterThan(0);
    expect(absentDates.every((date) => date >= cutoff)).toBe(true);
  });

  it('within the hour of an SCA, the full history is available without the PSU', async () => {
    const justAuthenticated = await tpp.grant('12085592767', 'PRIVATE', new Date(Date.now() - 10 * 60 * 1000));
    const response = await tpp.read(
      `/v1/accounts/${justAuthenticated.accountIds[1]}/transactions?bookingStatus=booked&limit=1000`,
      justAuthenticated,
    );
    const dates = (response.body as { transactions: { booked: { bookingDate: string }[] } }).transactions.booked.map(
      (entry) => entry.bookingDate,
    );
    expect(dates.some((date) => date < new Date(Date.now() - 90 * day).toISOString().slice(0, 10))).toBe(true);
  });

  it('need an SCA in the last 90 days: 401 CONSENT_EXPIRED with scaRedirect, while the PSU present is served', async () => {
    const stale = await tpp.grant('13039319955', 'PRIVATE', new Date(Date.now() - 100 * day));
    const refused = await tpp.read(`/v1/accounts/${stale.accountIds[0]}/balances`, stale);
    expect([refused.status, firstMessage(refused).code]).toEqual([401, 'CONSENT_EXPIRED']);
    expect((refused.body as { _links: { scaRedirect: { href: string } } })._links.scaRedirect.href).toMatch(
      /^https?:\/\/.+/,
    );
    expect((await tpp.read(`/v1/accounts/${stale.accountIds[0]}/balances`, stale, psuPresent)).status).toBe(200);
  });
});

describe('a consent the PSU revoked', async () => {
  const tpp = await createAisTpp();
  const consent = await tpp.grant('13039319955', 'PRIVATE');

  it('answers 403 CONSENT_UNKNOWN on every account information call', async () => {
    expect((await tpp.read('/v1/accounts', consent, psuPresent)).status).toBe(200);
    await db.consent.update({ where: { id: consent.consentId }, data: { status: 'revokedByPsu' } });
    for (const path of [
      '/v1/accounts',
      `/v1/accounts/${consent.accountIds[0]}/balances`,
      `/v1/accounts/${consent.accountIds[0]}/transactions?bookingStatus=booked`,
      '/v1/card-accounts',
    ]) {
      const response = await tpp.read(path, consent, psuPresent);
      expect([path, response.status, firstMessage(response).code]).toEqual([path, 403, 'CONSENT_UNKNOWN']);
    }
  });
});
