import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { importBankData } from '@/lib/bank-data-import/import-bank-data';
import { enforceAccessLimits } from '@/lib/accounts/enforce-access-limits';
import type { AccountReadInput } from '@/lib/accounts/account-read-input';
import { refreshableAccount } from '@/lib/accounts/refreshable-account';
import { refreshableCardAccount } from '@/lib/card-accounts/refreshable-card-account';
import { CoreUnavailableError } from '@/lib/core-connector/core-accounts';
import { refreshAccountFromCore } from '@/lib/core-connector/refresh-account-from-core';
import { refreshAccountStatuses } from '@/lib/core-connector/refresh-account-statuses';
import { writeCoreTransactions } from '@/lib/core-connector/write-core-transactions';
import type { CorePart, RefreshableAccount } from '@/lib/core-connector/core-refresh-source';
import { refreshDebtorAccounts } from '@/lib/payments/approval/refresh-debtor-accounts';
import { productionDataOwner } from '@/lib/tpp/bank-data-owner-id';
import { inMemoryCore, type InMemoryCore } from '../support/in-memory-core';
import { newAccountNumber, newCustomerNumber } from '../support/sandbox-tpp';

// D34: a production account's balances and entries, each on its own, are brought up to the core's before a read that
// shows them, within a bound, once per instance at a time, safely across instances, and a call is counted only once its
// refresh succeeded.
const freshnessMs = 500;

async function importAccount() {
  const customerNumber = newCustomerNumber();
  const { iban } = newAccountNumber();
  const cardAccountNumber = `CRF-${iban.slice(-8)}`;
  const result = await importBankData({
    isPrune: false,
    now: new Date(),
    document: {
      customers: [{ customerType: 'PRIVATE', customerNumber, customerName: 'Kari Refresh' }],
      agreements: [],
      accounts: [{ iban, currency: 'NOK', ownerCustomerNumber: customerNumber }],
      cardAccounts: [
        { cardAccountNumber, maskedPan: '525412******3241', currency: 'NOK', ownerCustomerNumber: customerNumber },
      ],
      engagements: [],
      balances: [
        { iban, balanceType: 'closingBooked', amount: '100.00' },
        { cardAccountNumber, balanceType: 'interimBooked', amount: '-10.00' },
      ],
      transactions: [
        { iban, entryReference: 'B1', bookingStatus: 'booked', bookingDate: '2026-11-20', amount: '-1.00' },
        { iban, entryReference: 'P1', bookingStatus: 'pending', transactionDate: '2026-11-26', amount: '-2.00' },
        { iban, entryReference: 'P2', bookingStatus: 'pending', transactionDate: '2026-11-26', amount: '-3.00' },
      ],
    },
  });
  expect(result.kind).toBe('imported');
  const account = await db.account.findFirstOrThrow({ where: { tppId: productionDataOwner.id, iban } });
  const card = await db.cardAccount.findFirstOrThrow({
    where: { tppId: productionDataOwner.id, accountNumber: cardAccountNumber },
  });
  return {
    customerNumber,
    iban,
    cardAccountNumber,
    account: refreshableAccount(account),
    card: refreshableCardAccount(card),
  };
}

const entries = (accountId: string) =>
  db.transaction.findMany({ where: { accountId }, orderBy: { entryReference: 'asc' } });
const balances = async (where: { accountId: string } | { cardAccountId: string }) =>
  Object.fromEntries((await db.balance.findMany({ where })).map((row) => [row.balanceType, row.amount]));

let core: InMemoryCore;
let imported: Awaited<ReturnType<typeof importAccount>>;

beforeEach(async () => {
  core = inMemoryCore();
  imported = await importAccount();
  core.accounts.set(imported.iban, {
    balances: [
      { balanceType: 'closingBooked', amount: '90.00' },
      { balanceType: 'expected', amount: '80.00' },
    ],
    transactions: [
      { entryReference: 'B1', bookingStatus: 'booked', bookingDate: '2026-11-20', amount: '-1.00' },
      { entryReference: 'P1', bookingStatus: 'booked', bookingDate: '2026-11-27', amount: '-2.00' },
      { entryReference: 'B2', bookingStatus: 'booked', bookingDate: '2026-11-27', amount: '-4.00' },
      { entryReference: 'P3', bookingStatus: 'pending', transactionDate: '2026-11-28', amount: '-5.00' },
    ],
  });
  core.accounts.set(`card:${imported.cardAccountNumber}`, {
    balances: [{ balanceType: 'interimBooked', amount: '-25.50' }],
    transactions: [{ entryReference: 'C1', bookingStatus: 'booked', bookingDate: '2026-11-27', amount: '-15.50' }],
  });
});

const source = () => ({ reader: core.reader, freshnessMs });

/** Refreshes one part of `account` from the in-memory core. */
const refresh = (part: CorePart, account: RefreshableAccount, now: Date) =>
  refreshAccountFromCore({ source: source(), account, part, now });
/** Refreshes both parts at once, as a transactions read with its balances does. */
const refreshBoth = (account: RefreshableAccount, now: Date) =>
  Promise.all([refresh('balances', account, now), refresh('transactions', account, now)]);
const storedAccount = async () =>
  refreshableAccount(await db.account.findUniqueOrThrow({ where: { id: imported.account.id } }));
const storedCard = async () =>
  refreshableCardAccount(await db.cardAccount.findUniqueOrThrow({ where: { id: imported.card.id } }));

/** A transaction whose reads of entries find none, as one that read before another instance's insert committed. */
function beforeTheOtherCommitted(tx: Prisma.TransactionClient): Prisma.TransactionClient {
  const entriesSeen = new Proxy(tx.transaction, {
    get: (target, property) => (property === 'findMany' ? async () => [] : Reflect.get(target, property, target)),
  });
  return new Proxy(tx, {
    get: (target, property) => (property === 'transaction' ? entriesSeen : Reflect.get(target, property, target)),
  });
}

describe('refreshAccountFromCore (D34)', () => {
  it('writes the core balances and entries, drops pending ones it no longer lists, and stamps each part', async () => {
    const before = await entries(imported.account.id);
    const now = new Date();
    expect(await refreshBoth(imported.account, now)).toEqual(['refreshed', 'refreshed']);

    expect(await balances({ accountId: imported.account.id })).toEqual({ closingBooked: 9000n, expected: 8000n });
    const after = await entries(imported.account.id);
    expect(after.map((row) => [row.entryReference, row.bookingStatus, row.amount])).toEqual([
      ['B1', 'booked', -100n],
      ['B2', 'booked', -400n],
      ['P1', 'booked', -200n],
      ['P3', 'pending', -500n],
    ]);
    // An entry booked under its reference keeps its id; the booked ones are asked for from 3 days before the newest.
    const idOf = (rows: typeof before, reference: string) => rows.find((row) => row.entryReference === reference)?.id;
    expect(idOf(after, 'P1')).toBe(idOf(before, 'P1'));
    expect(core.queries).toEqual([
      { bookingStatus: 'pending', limit: 1000 },
      { bookingStatus: 'booked', dateFrom: '2026-11-17', limit: 1000 },
    ]);
    const { stamps } = await storedAccount();
    expect([stamps.balances.refreshedAt, stamps.transactions.refreshedAt]).toEqual([now, now]);
    expect(stamps.balances.digest).not.toEqual(stamps.transactions.digest);
  });

  it('asks the core for the balances alone, or for the entries alone, and stamps only that part', async () => {
    const now = new Date();
    expect(await refresh('balances', imported.account, now)).toBe('refreshed');
    expect([core.balanceReads, core.queries.length]).toEqual([1, 0]);
    expect(await balances({ accountId: imported.account.id })).toEqual({ closingBooked: 9000n, expected: 8000n });
    expect((await entries(imported.account.id)).map((row) => row.entryReference)).toEqual(['B1', 'P1', 'P2']);
    const balancesOnly = await storedAccount();
    expect(balancesOnly.stamps.transactions).toEqual({ refreshedAt: null, digest: null });

    // The balances are fresh; the entries are not, and asking for them leaves the balances alone.
    expect(await refresh('balances', balancesOnly, now)).toBe('fresh');
    expect(await refresh('transactions', balancesOnly, now)).toBe('refreshed');
    expect([core.balanceReads, core.queries.length]).toEqual([1, 2]);
    expect((await entries(imported.account.id)).map((row) => row.entryReference)).toEqual(['B1', 'B2', 'P1', 'P3']);
    expect((await storedAccount()).stamps.balances).toEqual(balancesOnly.stamps.balances);
  });

  it('keeps the id of a pending entry the core books on a day before the booked entries it asks for', async () => {
    const transactions = core.accounts.get(imported.iban)?.transactions ?? [];
    const held = {
      entryReference: 'P0',
      bookingStatus: 'pending' as const,
      transactionDate: '2026-11-10',
      amount: '-6.00',
    };
    transactions.push(held);
    const now = new Date();
    await refresh('transactions', imported.account, now);
    const pendingId = (await entries(imported.account.id)).find((row) => row.entryReference === 'P0')?.id;
    // Booked on the day it was made, long before the newest booked entry held (2026-11-27).
    transactions.splice(transactions.indexOf(held), 1, { ...held, bookingStatus: 'booked', bookingDate: '2026-11-11' });
    const later = new Date(now.getTime() + freshnessMs);
    expect(await refresh('transactions', await storedAccount(), later)).toBe('refreshed');
    const booked = (await entries(imported.account.id)).find((row) => row.entryReference === 'P0');
    expect([booked?.id, booked?.bookingStatus]).toEqual([pendingId, 'booked']);
  });

  it('still finds new bookings after the core dated one booking far in the future', async () => {
    // No pending entries held either, whose dates would reach back past it.
    const transactions = (core.accounts.get(imported.iban)?.transactions ?? []).filter(
      (row) => row.bookingStatus === 'booked',
    );
    core.accounts.set(imported.iban, { balances: [], transactions });
    transactions.push({ entryReference: 'F1', bookingStatus: 'booked', bookingDate: '2099-01-01', amount: '-1.00' });
    const now = new Date();
    await refresh('transactions', imported.account, now);
    transactions.push({ entryReference: 'B3', bookingStatus: 'booked', bookingDate: '2026-11-28', amount: '-8.00' });
    const later = new Date(now.getTime() + freshnessMs);
    await refresh('transactions', await storedAccount(), later);
    expect((await entries(imported.account.id)).map((row) => row.entryReference)).toContain('B3');
  });

  it('refreshes a card account by its number', async () => {
    expect(await refreshBoth(imported.card, new Date())).toEqual(['refreshed', 'refreshed']);
    expect(await balances({ cardAccountId: imported.card.id })).toEqual({ interimBooked: -2550n });
    const cardEntries = await db.transaction.findMany({ where: { cardAccountId: imported.card.id } });
    expect(cardEntries.map((row) => row.entryReference)).toEqual(['C1']);
  });

  it('asks nothing within the bound, and again after it', async () => {
    const now = new Date();
    const stampedAt = (refreshedAt: Date): RefreshableAccount => ({
      ...imported.account,
      stamps: { balances: { refreshedAt, digest: null }, transactions: { refreshedAt, digest: null } },
    });
    const recent = stampedAt(new Date(now.getTime() - freshnessMs + 100));
    expect(await refreshBoth(recent, now)).toEqual(['fresh', 'fresh']);
    expect([core.balanceReads, core.queries.length]).toEqual([0, 0]);
    const old = stampedAt(new Date(now.getTime() - freshnessMs));
    expect(await refreshBoth(old, now)).toEqual(['refreshed', 'refreshed']);
    expect([core.balanceReads, core.queries.length]).toEqual([1, 2]);
  });

  it('only moves the stamp when the core answers as the rows were last written from it', async () => {
    const first = new Date();
    expect(await refresh('balances', imported.account, first)).toBe('refreshed');
    const written = await storedAccount();
    expect(written.stamps.balances.digest).toEqual(expect.any(String));
    // A row changed behind the refresh's back stays as it is: an unchanged answer writes no row.
    await db.balance.updateMany({
      where: { accountId: imported.account.id, balanceType: 'expected' },
      data: { amount: 1n },
    });
    const second = new Date(first.getTime() + freshnessMs);
    expect(await refresh('balances', written, second)).toBe('unchanged');
    expect(await balances({ accountId: imported.account.id })).toEqual({ closingBooked: 9000n, expected: 1n });
    expect((await storedAccount()).stamps.balances.refreshedAt).toEqual(second);

    // The core's answer changes: written again.
    core.accounts.get(imported.iban)?.balances.splice(0, 1, { balanceType: 'closingBooked', amount: '95.00' });
    const third = new Date(second.getTime() + freshnessMs);
    expect(await refresh('balances', await storedAccount(), third)).toBe('refreshed');
    expect(await balances({ accountId: imported.account.id })).toEqual({ closingBooked: 9500n, expected: 8000n });
  });

  it('only moves the stamp of a card account when the core answers as its rows were last written', async () => {
    let account = imported.card;
    let now = new Date();
    const outcomes: string[][] = [];
    for (let round = 0; round < 3; round += 1) {
      outcomes.push(await refreshBoth(account, now));
      account = await storedCard();
      expect([account.stamps.balances.refreshedAt, account.stamps.transactions.refreshedAt]).toEqual([now, now]);
      now = new Date(now.getTime() + freshnessMs);
    }
    // The first pull of entries asks from the newest booking held, the next ones from the last refresh: two writes.
    expect(outcomes).toEqual([
      ['refreshed', 'refreshed'],
      ['unchanged', 'refreshed'],
      ['unchanged', 'unchanged'],
    ]);
  });

  it('asks again from the oldest pending entry an import added since the last write', async () => {
    let now = new Date();
    let account = imported.account;
    for (let round = 0; round < 3; round += 1) {
      await refresh('transactions', account, now);
      account = await storedAccount();
      now = new Date(now.getTime() + freshnessMs);
    }
    const imports = await importBankData({
      isPrune: false,
      now: new Date(),
      document: {
        transactions: [
          {
            iban: imported.iban,
            entryReference: 'P9',
            bookingStatus: 'pending',
            valueDate: '2026-11-01',
            amount: '-9',
          },
        ],
      },
    });
    expect(imports.kind).toBe('imported');
    account = await storedAccount();
    core.queries.length = 0;
    expect(await refresh('transactions', account, now)).toBe('refreshed');
    expect(core.queries).toContainEqual({ bookingStatus: 'booked', dateFrom: '2026-11-01', limit: 1000 });
  });

  it('writes again after an import wrote the account, though the core answers the same', async () => {
    const first = new Date();
    expect(await refreshBoth(imported.account, first)).toEqual(['refreshed', 'refreshed']);
    const imports = await importBankData({
      isPrune: false,
      now: new Date(),
      document: { balances: [{ iban: imported.iban, balanceType: 'expected', amount: '1.00' }] },
    });
    expect(imports.kind).toBe('imported');
    const account = await storedAccount();
    expect([account.stamps.balances.digest, account.stamps.transactions.digest]).toEqual([null, null]);
    const second = new Date(first.getTime() + freshnessMs);
    expect(await refresh('balances', account, second)).toBe('refreshed');
    expect(await balances({ accountId: imported.account.id })).toMatchObject({ expected: 8000n });
  });

  it('runs one refresh of an account at a time in an instance: reads meanwhile share it', async () => {
    let release = () => {};
    core.balancesWaitFor = new Promise((resolve) => (release = resolve));
    const now = new Date();
    const first = refresh('balances', imported.account, now);
    const second = refresh('balances', imported.account, now);
    release();
    expect(await Promise.all([first, second])).toEqual(['refreshed', 'refreshed']);
    expect(core.balanceReads).toBe(1);
  });

  it('leaves a later pull that another instance wrote first as it is', async () => {
    const now = new Date();
    const later = new Date(now.getTime() + 1000);
    await db.account.update({
      where: { id: imported.account.id },
      data: { coreBalancesRefreshedAt: later, coreTransactionsRefreshedAt: later },
    });
    const before = await entries(imported.account.id);
    expect(await refreshBoth(imported.account, now)).toEqual(['refreshed', 'refreshed']);
    expect(await entries(imported.account.id)).toEqual(before);
    expect(await balances({ accountId: imported.account.id })).toEqual({ closingBooked: 10000n });
    const { stamps } = await storedAccount();
    expect([stamps.balances.refreshedAt, stamps.transactions.refreshedAt]).toEqual([later, later]);
  });

  it('says unknown for an account the core does not know, and writes nothing', async () => {
    core.accounts.delete(imported.iban);
    const before = await entries(imported.account.id);
    expect(await refreshBoth(imported.account, new Date())).toEqual(['unknown', 'unknown']);
    expect(await entries(imported.account.id)).toEqual(before);
  });

  it.each([
    ['a core that cannot answer', () => (core.failure = new CoreUnavailableError('timeout', 5, 'no answer'))],
    [
      'an amount with more decimals than the currency has',
      () => core.accounts.get(imported.iban)?.balances.push({ balanceType: 'expected', amount: '1.001' }),
    ],
  ])('rejects %s with CoreUnavailableError and writes nothing', async (_case, breakCore) => {
    breakCore();
    const before = await entries(imported.account.id);
    await expect(refresh('balances', imported.account, new Date())).rejects.toBeInstanceOf(CoreUnavailableError);
    expect(await entries(imported.account.id)).toEqual(before);
    expect(await balances({ accountId: imported.account.id })).toEqual({ closingBooked: 10000n });
    expect((await storedAccount()).stamps.balances.refreshedAt).toBeNull();
  });

  it('inserts an entry once when another instance wrote it after this one looked', async () => {
    const target = { accountId: imported.account.id, cardAccountId: null, currency: 'NOK' };
    const booked = [
      { entryReference: 'TWICE', bookingStatus: 'booked' as const, bookingDate: '2026-11-28', amount: '-7.00' },
    ];
    const pulled = { pending: [], booked };
    await db.$transaction((tx) => writeCoreTransactions(tx, { target, entries: pulled }));
    // The second instance's read of the entries ran before the first committed: it saw none of them.
    await db.$transaction((tx) => writeCoreTransactions(beforeTheOtherCommitted(tx), { target, entries: pulled }));
    const rows = await db.transaction.findMany({ where: { accountId: imported.account.id, entryReference: 'TWICE' } });
    expect(rows).toHaveLength(1);
  });
});

describe('enforceAccessLimits with a core (D34, spec "Limits")', () => {
  const tppId = productionDataOwner.id;
  const readInput = (): AccountReadInput =>
    ({
      tpp: { id: tppId },
      psu: {},
      now: new Date(),
      // Without the PSU, SCA two hours ago: unattended, counted.
      grant: { consent: { lastScaAt: new Date(Date.now() - 2 * 60 * 60 * 1000) }, tppSession: null },
    }) as unknown as AccountReadInput;
  const counted = () =>
    db.rateLimitCounter.count({ where: { key: `unattended:balances:${tppId}:${imported.account.id}` } });
  const enforce = () =>
    enforceAccessLimits({
      ...readInput(),
      core: source(),
      shown: [imported.account],
      reads: [{ accountId: imported.account.id, service: 'balances' }],
    });

  it('counts nothing when the core cannot answer, and the call once it can', async () => {
    core.failure = new CoreUnavailableError('circuit-open', 30, 'open');
    await expect(enforce()).rejects.toBeInstanceOf(CoreUnavailableError);
    expect(await counted()).toBe(0);
    core.failure = null;
    const access = await enforce();
    expect(access.refresh.balances.get(imported.account.id)?.map((row) => row.amount)).toEqual(
      expect.arrayContaining([9000n, 8000n]),
    );
    expect(await counted()).toBe(1);
  });

  it('asks the core nothing for a call that its limit refuses', async () => {
    for (let call = 0; call < 4; call += 1) {
      await db.account.update({ where: { id: imported.account.id }, data: { coreBalancesRefreshedAt: null } });
      await enforce();
    }
    const asked = core.balanceReads;
    await expect(enforce()).rejects.toMatchObject({ code: 'ACCESS_EXCEEDED' });
    expect(core.balanceReads).toBe(asked);
  });

  it('asks the core for what the call shows: a balances call for no entries, a transactions call for no balances', async () => {
    await enforce();
    expect([core.balanceReads, core.queries.length]).toEqual([1, 0]);
    await enforceAccessLimits({
      ...readInput(),
      core: source(),
      shown: [imported.account],
      reads: [{ accountId: imported.account.id, service: 'transactions' }],
    });
    expect([core.balanceReads, core.queries.map((query) => query.bookingStatus)]).toEqual([1, ['pending', 'booked']]);
  });

  it('counts nothing for an account the core no longer knows', async () => {
    core.accounts.delete(imported.iban);
    const access = await enforce();
    expect([...access.refresh.unknownIds]).toEqual([imported.account.id]);
    expect(await counted()).toBe(0);
  });
});

describe('refreshDebtorAccounts for the approval pages (D34)', () => {
  const refresh = () =>
    refreshDebtorAccounts({ accounts: [{ id: imported.account.id }], now: new Date(), core: source() });

  it('says the accounts are unavailable when the core cannot answer, so the page offers no approval', async () => {
    core.failure = new CoreUnavailableError('connection', 5, 'dropped');
    expect(await refresh()).toEqual({ kind: 'unavailable' });
  });

  it('refreshes the balances the page shows, and names the accounts the core no longer knows', async () => {
    expect(await refresh()).toEqual({ kind: 'current', isRefreshed: true, unknownIds: new Set() });
    expect(await balances({ accountId: imported.account.id })).toEqual({ closingBooked: 9000n, expected: 8000n });
    expect(core.queries).toEqual([]);
    core.accounts.delete(imported.iban);
    await db.account.update({ where: { id: imported.account.id }, data: { coreBalancesRefreshedAt: null } });
    expect(await refresh()).toEqual({
      kind: 'current',
      isRefreshed: false,
      unknownIds: new Set([imported.account.id]),
    });
  });
});

describe('refreshAccountStatuses at a consent approval (D34)', () => {
  const refresh = () =>
    refreshAccountStatuses({ accountIds: [imported.account.id], cardAccountIds: [imported.card.id], core: source() });
  const statuses = async () => [
    (await db.account.findUniqueOrThrow({ where: { id: imported.account.id } })).status,
    (await db.cardAccount.findUniqueOrThrow({ where: { id: imported.card.id } })).status,
  ];
  const list = (accountStatus: 'enabled' | 'blocked', cardStatus: 'enabled' | 'deleted') =>
    core.customers.set(imported.customerNumber, {
      accounts: [{ iban: imported.iban, currency: 'NOK', status: accountStatus }],
      cardAccounts: [
        {
          cardAccountNumber: imported.cardAccountNumber,
          maskedPan: '525412******3241',
          currency: 'NOK',
          status: cardStatus,
        },
      ],
    });

  it('takes the status the core lists, and says when one changed', async () => {
    list('enabled', 'enabled');
    expect(await refresh()).toBe(false);
    list('blocked', 'deleted');
    expect(await refresh()).toBe(true);
    expect(await statuses()).toEqual(['blocked', 'deleted']);
  });

  it("takes an account's status from its owner's list only, never from another customer's", async () => {
    const other = await importAccount();
    core.customers.set(imported.customerNumber, { accounts: [], cardAccounts: [] });
    core.customers.set(other.customerNumber, {
      accounts: [
        { iban: other.iban, currency: 'NOK', status: 'enabled' },
        { iban: imported.iban, currency: 'NOK', status: 'blocked' },
      ],
      cardAccounts: [],
    });
    const accountIds = [imported.account.id, other.account.id];
    expect(await refreshAccountStatuses({ accountIds, cardAccountIds: [], core: source() })).toBe(true);
    // Its owner's list leaves it out (closed); the other customer's "blocked" is not taken.
    expect(await statuses()).toEqual(['deleted', 'enabled']);
    expect((await db.account.findUniqueOrThrow({ where: { id: other.account.id } })).status).toBe('enabled');
  });

  it("closes an account and a card its owner's list leaves out, as the contract says a closed one may be", async () => {
    list('enabled', 'enabled');
    expect(await refresh()).toBe(false);
    core.customers.set(imported.customerNumber, { accounts: [], cardAccounts: [] });
    expect(await refresh()).toBe(true);
    expect(await statuses()).toEqual(['deleted', 'deleted']);
    list('enabled', 'enabled');
    expect(await refresh()).toBe(true);
    expect(await statuses()).toEqual(['enabled', 'enabled']);
  });

  it('leaves the tables as they are when the core cannot answer', async () => {
    list('blocked', 'deleted');
    core.failure = new CoreUnavailableError('busy', 1, 'full');
    expect(await refresh()).toBe(false);
    expect(await statuses()).toEqual(['enabled', 'enabled']);
  });
});
