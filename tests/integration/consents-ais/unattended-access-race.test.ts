import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { consumeUnattendedAccess, unattendedCallsPerDay } from '@/lib/accounts/consume-unattended-access';
import { db } from '@/lib/db';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

// D15, D31: the unattended-access counter is one call of a PL/pgSQL function that locks, then counts in a statement of
// its own. Its limits must stay exact when calls race over many connections, and when a call waits for the lock.
const holder = new pg.Client({ connectionString: inject('databaseUrl') });
await holder.connect();

afterAll(async () => {
  await holder.end();
});

const outcome = (call: Promise<void>) =>
  call.then(
    () => 'counted',
    (error: unknown) => (error instanceof Xs2aError ? error.code : String(error)),
  );
const storedCalls = (tppId: string) =>
  db.rateLimitCounter.count({ where: { key: { startsWith: 'unattended:', contains: tppId } } });

describe('the unattended-access counter under races', () => {
  it('counts exactly 4 of 24 racing calls to one read and refuses the rest', async () => {
    const tppId = randomUUID();
    const now = new Date();
    const outcomes = await Promise.all(
      Array.from({ length: 24 }, () =>
        outcome(consumeUnattendedAccess({ tppId, reads: [{ accountId: 'account-a', service: 'balances' }], now })),
      ),
    );
    expect(outcomes.filter((result) => result === 'counted')).toHaveLength(unattendedCallsPerDay);
    expect(outcomes.filter((result) => result === 'ACCESS_EXCEEDED')).toHaveLength(24 - unattendedCallsPerDay);
    expect(await storedCalls(tppId)).toBe(unattendedCallsPerDay);
  });

  it('counts all reads of a call or none when calls over overlapping accounts race, without a deadlock', async () => {
    const tppId = randomUUID();
    const now = new Date();
    const a = { accountId: 'account-a', service: 'transactions' } as const;
    const b = { accountId: 'account-b', service: 'transactions' } as const;
    const outcomes = await Promise.all(
      Array.from({ length: 18 }, (_, index) =>
        outcome(consumeUnattendedAccess({ tppId, reads: [[a, b], [b, a], [b]][index % 3] ?? [], now })),
      ),
    );
    const counted = outcomes.filter((result) => result === 'counted').length;
    expect(outcomes.every((result) => result === 'counted' || result === 'ACCESS_EXCEEDED')).toBe(true);
    const rows = await db.rateLimitCounter.findMany({ where: { key: { contains: tppId } } });
    const perKey = (accountId: string) => rows.filter((row) => row.key.endsWith(`:${accountId}`)).length;
    expect(perKey('account-b')).toBe(unattendedCallsPerDay);
    expect(perKey('account-a')).toBeLessThanOrEqual(unattendedCallsPerDay);
    expect(counted).toBe(unattendedCallsPerDay);
  });

  it('sees the calls committed while it waited for the lock, and refuses when they fill the window', async () => {
    const tppId = randomUUID();
    const now = new Date();
    const key = `unattended:balances:${tppId}:account-a`;
    await holder.query('BEGIN');
    await holder.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);
    for (let call = 1; call <= unattendedCallsPerDay; call++)
      await holder.query(
        `INSERT INTO "RateLimitCounter" ("key", "windowStart", "count") VALUES ($1, $2::timestamptz AT TIME ZONE 'UTC', 1)`,
        [key, new Date(now.getTime() - call * 1000).toISOString()],
      );
    const waiting = outcome(
      consumeUnattendedAccess({ tppId, reads: [{ accountId: 'account-a', service: 'balances' }], now }),
    );
    for (;;) {
      const { rows } = await holder.query<{ waiting: number }>(
        `SELECT count(*)::int AS "waiting" FROM pg_locks WHERE "locktype" = 'advisory' AND NOT "granted"`,
      );
      if ((rows[0]?.waiting ?? 0) > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await holder.query('COMMIT');
    expect(await waiting).toBe('ACCESS_EXCEEDED');
    expect(await storedCalls(tppId)).toBe(unattendedCallsPerDay);
  });
});
