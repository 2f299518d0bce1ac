import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { db } from '@/lib/db';
import { ensureDayPartitions } from '@/lib/housekeeping/ensure-day-partitions';
import { newId } from '@/lib/ids/new-id';
import { claimRequestId } from '@/lib/xs2a/request-id-replay';
import { newOrganizationIdentifier } from '@/tools/tpp-kit/create-sandbox-tpp';

// D5, D36: SeenRequestId is partitioned by UTC day, so no unique key spans the 24 hours of an X-Request-ID. The claim
// ("claimSeenRequestId") takes an advisory lock on the id and then looks in every partition the 24 hours reach: a claim
// committed in yesterday's partition while a claim of today waits is seen, and of any number racing, one wins.
const hour = 3_600_000;
const tppId = newId();
const key = (requestId: string) => ({ tppId, requestId, method: 'GET', path: '/v1/accounts' });
const todayStart = () => new Date(Math.floor(Date.now() / (24 * hour)) * 24 * hour);

beforeAll(async () => {
  await db.tpp.create({
    data: {
      id: tppId,
      organizationIdentifier: newOrganizationIdentifier(),
      name: 'Partition test TPP',
      roles: ['PSP_AI'],
    },
  });
  // From the day before yesterday: a claim "24 hours and a minute ago" falls there in the first minute of a UTC day.
  await ensureDayPartitions({ now: new Date(Date.now() - 48 * hour), daysAhead: 2 });
});

afterAll(async () => {
  await db.tpp.delete({ where: { id: tppId } });
  await db.$disconnect();
});

/** Rows of a claim made at `createdAt` (in that day's partition), as `claimSeenRequestId` writes them. */
const seen = (requestId: string, createdAt: Date) =>
  db.seenRequestId.create({ data: { tppId, xRequestId: requestId, method: 'GET', path: '/v1/accounts', createdAt } });

describe('the X-Request-ID claim over day partitions', () => {
  it("refuses an id claimed in yesterday's partition less than 24 hours ago and takes one claimed 24 hours ago or more", async () => {
    const lastMillisecondOfYesterday = new Date(todayStart().getTime() - 1);
    const recent = randomUUID();
    await seen(recent, lastMillisecondOfYesterday);
    await expect(claimRequestId(key(recent), 0)).rejects.toMatchObject({ code: 'FORMAT_ERROR' });

    const expired = randomUUID();
    await seen(expired, new Date(Date.now() - 24 * hour - 60_000));
    await expect(claimRequestId(key(expired), 0)).resolves.toEqual({ kind: 'new' });
    expect(await db.seenRequestId.count({ where: { tppId, xRequestId: expired } })).toBe(2);
  });

  it("a claim waiting while one just before midnight commits into yesterday's partition sees it and is refused", async () => {
    const requestId = randomUUID();
    const before = new pg.Client({ connectionString: inject('databaseUrl') });
    await before.connect();
    try {
      // A claim whose transaction began just before midnight: it holds the id's lock and writes yesterday's partition.
      await before.query('BEGIN');
      await before.query('SELECT pg_advisory_xact_lock(hashtext($1), hashtext($2))', [tppId, requestId]);
      await before.query(
        `INSERT INTO "SeenRequestId" ("tppId", "xRequestId", "method", "path", "createdAt") VALUES ($1, $2, 'GET', '/v1/accounts', $3)`,
        [tppId, requestId, new Date(todayStart().getTime() - 1).toISOString().replace('Z', '')],
      );
      // Today's claim starts (its statement's snapshot does not hold the row yet) and waits for the lock.
      const after = claimRequestId(key(requestId), 0).then(
        (claim) => claim.kind,
        (error: { code?: string }) => error.code,
      );
      await waitForLockWaiter(requestId);
      await before.query('COMMIT');
      expect(await after).toBe('FORMAT_ERROR');
    } finally {
      await before.end();
    }
    expect(await db.seenRequestId.count({ where: { tppId, xRequestId: requestId } })).toBe(1);
  });

  it('of twenty claims of one id racing on their own connections, exactly one wins', async () => {
    const requestId = randomUUID();
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () =>
        claimRequestId(key(requestId), 0).then(
          (claim) => claim.kind,
          (error: { code?: string }) => error.code,
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'new')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'FORMAT_ERROR')).toHaveLength(19);
    expect(await db.seenRequestId.count({ where: { tppId, xRequestId: requestId } })).toBe(1);
  });
});

/** Until a session waits for the id's advisory lock (the claim under test), so the holder commits only after. */
async function waitForLockWaiter(requestId: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const [row] = await db.$queryRaw<{ waiting: bigint }[]>`
      SELECT count(*) AS waiting FROM pg_locks
      WHERE locktype = 'advisory' AND NOT granted AND objsubid = 2
        AND classid::bigint = hashtext(${tppId})::bigint & 4294967295
        AND objid::bigint = hashtext(${requestId})::bigint & 4294967295`;
    if (Number(row?.waiting ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('No claim waited for the lock.');
}
