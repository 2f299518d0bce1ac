import { afterAll, describe, expect, it } from 'vitest';
import { afterCommit, runTransaction } from '@/lib/database/after-commit';
import { db } from '@/lib/db';

afterAll(async () => {
  await db.$disconnect();
});

describe('runTransaction and afterCommit', () => {
  it("run the effects after the commit, in the order they were registered, and give back the work's result", async () => {
    const ran: string[] = [];
    const result = await runTransaction(async (client) => {
      afterCommit(client, () => ran.push('first'));
      await client.$queryRaw`SELECT 1`;
      afterCommit(client, () => ran.push('second'));
      expect(ran).toEqual([]);
      return 42;
    });
    expect(result).toBe(42);
    expect(ran).toEqual(['first', 'second']);
  });

  it('run no effect when the transaction rolls back', async () => {
    const ran: string[] = [];
    const failing = runTransaction(async (client) => {
      afterCommit(client, () => ran.push('effect'));
      await client.$queryRaw`SELECT 1 / 0`;
    });
    await expect(failing).rejects.toThrow();
    expect(ran).toEqual([]);
  });

  it('refuse an effect for a transaction runTransaction did not open', async () => {
    await expect(db.$transaction(async (client) => afterCommit(client, () => undefined))).rejects.toThrow(
      /runTransaction/,
    );
  });
});
