import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RequestIdSettlement } from './settle-request-id';

const database = vi.hoisted(() => ({ isAway: true, written: [] as string[] }));
vi.mock('@/lib/xs2a/request-id-replay', () => {
  const write = async ({ requestId }: { requestId: string }) => {
    if (database.isAway) throw new Error('connect ECONNREFUSED');
    database.written.push(requestId);
  };
  return { storeResponseForReplay: write, releaseRequestId: write };
});
vi.mock('@/lib/observability/logger', () => ({ getLogger: () => ({ warn: () => undefined }) }));

/** A fresh copy of the module, as Next.js's pages and routes and the launcher each load lib/ (D33). */
async function freshCopy() {
  vi.resetModules();
  return import('./settle-request-id');
}

const released = (requestId: string): RequestIdSettlement => ({ tppId: 'tpp-1', requestId });

describe('settleRequestId while the database is away (D14)', () => {
  beforeEach(() => {
    database.isAway = true;
    database.written = [];
  });

  it('keeps a refused settlement for the whole process: another copy of the module writes it once the database is back', async () => {
    const routes = await freshCopy();
    const pages = await freshCopy();
    await expect(routes.settleRequestId(released('id-from-a-route'))).rejects.toThrow('ECONNREFUSED');
    database.isAway = false;
    await pages.retryUnsettledRequestIds();
    expect(database.written).toEqual(['id-from-a-route']);
  });

  it('writes what is still unsettled once more when the instance stops', async () => {
    const { settleRequestId } = await freshCopy();
    await expect(settleRequestId(released('id-before-the-stop'))).rejects.toThrow('ECONNREFUSED');
    await expect(settleRequestId(released('another-before-the-stop'))).rejects.toThrow('ECONNREFUSED');
    database.isAway = false;
    const { runShutdownHooks } = await import('@/lib/runtime/on-shutdown');
    const failures: Error[] = [];
    await runShutdownHooks((error) => failures.push(error));
    expect(failures).toEqual([]);
    expect(database.written).toEqual(['id-before-the-stop', 'another-before-the-stop']);
  });
});
