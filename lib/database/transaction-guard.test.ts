import { describe, expect, it } from 'vitest';
import { assertOutsideTransaction, GlobalClientInTransactionError, runTransactionCallback } from './transaction-guard';

const useGlobalClient = async () => {
  await Promise.resolve();
  assertOutsideTransaction('db');
};

describe('the transaction guard (D13)', () => {
  it('refuses the global client inside a callback, also through a function it calls after an await', async () => {
    await expect(runTransactionCallback(async () => useGlobalClient())).rejects.toBeInstanceOf(
      GlobalClientInTransactionError,
    );
    await expect(
      runTransactionCallback(async () => Promise.all([Promise.resolve(1), useGlobalClient()])),
    ).rejects.toThrow(/use the transaction's client/);
  });

  it('allows it outside, and once the callback has ended, also for work the callback started', async () => {
    await expect(useGlobalClient()).resolves.toBeUndefined();
    let later: Promise<void> | undefined;
    await runTransactionCallback(async () => {
      later = new Promise((resolve) => setTimeout(resolve, 10)).then(useGlobalClient);
    });
    await expect(later).resolves.toBeUndefined();
  });
});
