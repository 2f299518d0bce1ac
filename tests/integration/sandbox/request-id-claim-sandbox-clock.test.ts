import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { db, getPool } from '@/lib/db';
import { claimRequestId } from '@/lib/xs2a/request-id-replay';
import { newTppRow } from '@/tests/integration/support/new-tpp-row';

// D16, D37: a signed sandbox request reads its TPP's sandbox clock before the handler. A request that claims its
// X-Request-ID first (a POST, an unknown path) reads it in the claim's statement instead of a statement of its own.

afterAll(async () => {
  await db.$disconnect();
});

const day = 24 * 3_600_000;
const key = (tppId: string) => ({ tppId, requestId: randomUUID(), method: 'POST', path: '/v1/consents' });

async function claimCountingStatements(tppId: string) {
  const query = vi.spyOn(getPool(), 'query');
  try {
    const claim = await claimRequestId(key(tppId), 0);
    return { claim, statements: query.mock.calls.length };
  } finally {
    query.mockRestore();
  }
}

describe('the X-Request-ID claim in the sandbox', () => {
  it("carries the TPP's sandbox clock, read by its one statement", async () => {
    const tppId = await newTppRow({ name: 'Clock TPP AS', roles: ['PSP_AI'] });
    await db.sandboxClock.create({ data: { tppId, offsetMs: BigInt(3 * day), batchRunThrough: new Date() } });
    expect(await claimCountingStatements(tppId)).toEqual({
      claim: { kind: 'new', sandboxOffsetMs: 3 * day },
      statements: 1,
    });
  });

  it('carries no offset when the TPP never moved its clock', async () => {
    const tppId = await newTppRow({ name: 'Clockless TPP AS', roles: ['PSP_AI'] });
    expect(await claimCountingStatements(tppId)).toEqual({ claim: { kind: 'new' }, statements: 1 });
  });

  it('reads the clock as it stands at the claim, after a move', async () => {
    const tppId = await newTppRow({ name: 'Moved clock TPP AS', roles: ['PSP_AI'] });
    await db.sandboxClock.create({ data: { tppId, offsetMs: BigInt(day), batchRunThrough: new Date() } });
    await db.sandboxClock.update({ where: { tppId }, data: { offsetMs: BigInt(-2 * day) } });
    expect((await claimCountingStatements(tppId)).claim).toEqual({ kind: 'new', sandboxOffsetMs: -2 * day });
  });
});
