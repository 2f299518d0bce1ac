import { describe, expect, it, vi } from 'vitest';
import type { CorePart, RefreshableAccount } from '@/lib/core-connector/core-refresh-source';
import type { RefreshOutcome } from '@/lib/core-connector/refresh-account-from-core';

// D34: a read that shows many accounts refreshes a few at a time, so that it stays inside the reader's bulkhead
// (XS2A_CORE_READ_CONCURRENCY in flight and a quarter as many waiting) instead of being refused as busy.
const started: { account: RefreshableAccount; part: CorePart; finish: (outcome: RefreshOutcome) => void }[] = [];
vi.mock('@/lib/core-connector/refresh-account-from-core', () => ({
  refreshAccountFromCore: ({ account, part }: { account: RefreshableAccount; part: CorePart }) =>
    new Promise<RefreshOutcome>((finish) => started.push({ account, part, finish })),
}));
vi.mock('@/lib/db', () => ({ db: {} }));
vi.mock('@/lib/core-connector/resolve-core-account-reader', () => ({ coreAccountReaderOrNull: () => null }));

const { refreshShownAccounts } = await import('./refresh-shown-accounts');

const accounts: RefreshableAccount[] = Array.from({ length: 30 }, (_, index) => ({
  kind: 'account',
  id: `account-${index}`,
  iban: `NO93860111179${String(index).padStart(2, '0')}`,
  currency: 'NOK',
  stamps: { balances: { refreshedAt: null, digest: null }, transactions: { refreshedAt: null, digest: null } },
}));
const core = { reader: {} as never, freshnessMs: 2000 };
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('refreshShownAccounts', () => {
  it('refreshes the accounts a few at a time, and every one of them', async () => {
    const refreshing = refreshShownAccounts({ core, now: new Date(), accounts, parts: ['balances'] });
    let mostAtOnce = 0;
    let finished = 0;
    while (finished < accounts.length) {
      await settle();
      mostAtOnce = Math.max(mostAtOnce, started.length - finished);
      started[finished]?.finish(finished === 7 ? 'unknown' : 'fresh');
      finished += 1;
    }
    const refresh = await refreshing;
    expect(mostAtOnce).toBe(4);
    expect(started.map(({ account }) => account.id)).toEqual(accounts.map(({ id }) => id));
    expect([...refresh.unknownIds]).toEqual(['account-7']);
  });

  it('starts no more refreshes once one has failed', async () => {
    started.length = 0;
    const refreshing = refreshShownAccounts({ core, now: new Date(), accounts, parts: ['balances'] });
    const failed = expect(refreshing).rejects.toThrow('no answer');
    await settle();
    started[0]?.finish(Promise.reject(new Error('no answer')) as never);
    await failed;
    for (const { finish } of started.slice(1, 4)) finish('fresh');
    await settle();
    expect(started).toHaveLength(4);
  });

  it('refreshes the parts the read shows at once, and reads again only the balances it wrote', async () => {
    started.length = 0;
    const shown = accounts.slice(0, 2);
    const refreshing = refreshShownAccounts({
      core,
      now: new Date(),
      accounts: shown,
      parts: ['transactions', 'balances'],
    });
    await settle();
    expect(started.map(({ account, part }) => `${account.id}:${part}`)).toEqual([
      'account-0:transactions',
      'account-0:balances',
      'account-1:transactions',
      'account-1:balances',
    ]);
    // New entries and unchanged balances: nothing to read again (the database is not there to be asked).
    for (const { part, finish } of started.slice(0, 2)) finish(part === 'transactions' ? 'refreshed' : 'unchanged');
    // The core knows the entries of the other account but not its balances: it is unknown.
    for (const { part, finish } of started.slice(2)) finish(part === 'transactions' ? 'fresh' : 'unknown');
    const refresh = await refreshing;
    expect([...refresh.unknownIds]).toEqual(['account-1']);
    expect(refresh.balances.size).toBe(0);
  });
});
