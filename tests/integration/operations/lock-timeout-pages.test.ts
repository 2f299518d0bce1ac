import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { headlessPsu } from '@/e2e/fixtures/headless-psu';
import { initializedTpp, scaRedirectOf, type NamedTpp } from '@/e2e/fixtures/sandbox-tpp';
import { databaseAreaSettings } from '@/lib/database/database-area-settings';
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { hashSecretToken } from '@/lib/web/secret-token';
import { linkedDeveloper } from '@/tests/integration/support/linked-developer';

// D13: a PSU page or portal action whose statement waits for a row lock longer than its area's lock_timeout answers
// the bank's busy page (503, Retry-After) instead of Next.js's bare 500, changes nothing, and works once the lock is
// gone. The lock is held here, from the test's own connection, on the row the request needs.
const baseUrl = inject('baseUrl');
const heldLongerThanLockTimeout = { timeout: 60_000, maxWait: 10_000 };
let tpp: NamedTpp;

beforeAll(async () => {
  tpp = await initializedTpp(baseUrl);
});

afterAll(async () => {
  await db.$disconnect();
});

/** Runs `work` while this test's own transaction holds `lockRow`'s row lock, then releases it. */
function whileLocked<Result>(
  lockRow: (client: Prisma.TransactionClient) => Promise<unknown>,
  work: () => Promise<Result>,
): Promise<Result> {
  return db.$transaction(async (client) => {
    await lockRow(client);
    return work();
  }, heldLongerThanLockTimeout);
}

describe('a PSU page whose row is locked longer than the PSU pages’ lock_timeout', () => {
  it('answers the bank’s busy page in the PSU’s language, consumes nothing, and opens once the lock is released', async () => {
    expect(databaseAreaSettings.psu.lockTimeoutMs).toBeLessThan(heldLongerThanLockTimeout.timeout / 2);
    const created = await tpp.client.request('POST', '/v1/bank-offered-consents', {
      headers: { 'TPP-Redirect-URI': 'https://tpp.example/consent' },
    });
    expect(created.status, created.text).toBe(201);
    const link = scaRedirectOf(created);
    const linkTokenHash = hashSecretToken(new URL(link).pathname.split('/').at(-1) ?? '');
    const answer = await whileLocked(
      (client) => client.$queryRaw`SELECT id FROM "Authorisation" WHERE "linkTokenHash" = ${linkTokenHash} FOR UPDATE`,
      () =>
        fetch(new URL(new URL(link).pathname, baseUrl), {
          redirect: 'manual',
          headers: { 'Accept-Language': 'nb-NO,nb;q=0.9,en;q=0.5' },
        }),
    );
    const html = await answer.text();
    expect(answer.status, html.slice(0, 300)).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('1');
    expect(answer.headers.get('content-language')).toBe('nb');
    expect(html).toContain('Banken har mye å gjøre akkurat nå');
    expect(
      await db.authorisation.findUniqueOrThrow({ where: { linkTokenHash }, select: { linkUsedAt: true } }),
    ).toEqual({ linkUsedAt: null });
    const page = await headlessPsu(baseUrl).open(link);
    expect([page.status, page.path]).toEqual([200, '/sca/sign-in']);
  });
});

describe('a portal action whose row is locked longer than the portal’s lock_timeout', () => {
  it('answers the bank’s busy page, rolls its transaction back, and succeeds once the lock is released', async () => {
    expect(databaseAreaSettings.portal.lockTimeoutMs).toBeLessThan(heldLongerThanLockTimeout.timeout / 2);
    const { browser, tppId } = await linkedDeveloper();
    const add = () =>
      browser.post(
        '/portal/actions/redirect-hosts',
        { change: 'add', host: 'locked.tpp.example' },
        { 'accept-language': 'en-GB' },
      );
    const answer = await whileLocked(
      (client) => client.$queryRaw`SELECT id FROM "Tpp" WHERE id = ${tppId} FOR UPDATE`,
      add,
    );
    expect(answer.status, answer.html.slice(0, 300)).toBe(503);
    expect(answer.headers['retry-after']).toBe('1');
    expect(answer.html).toContain('The bank is very busy right now');
    expect(
      (await db.tpp.findUniqueOrThrow({ where: { id: tppId }, select: { redirectHosts: true } })).redirectHosts ?? [],
    ).toEqual([]);
    expect((await add()).headers.location).toBe('/portal/organisation?note=hostAdded');
    expect(
      (await db.tpp.findUniqueOrThrow({ where: { id: tppId }, select: { redirectHosts: true } })).redirectHosts,
    ).toEqual(['locked.tpp.example']);
  });
});
