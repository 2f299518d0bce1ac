import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { importBankData } from '@/lib/bank-data-import/import-bank-data';
import { enforceAccessLimits } from '@/lib/accounts/enforce-access-limits';
import type { AccountReadInput } from '@/lib/accounts/account-read-input';
import { refreshableAccount } from '@/lib/accounts/refreshable-account';
import { openCoreConnection } from '@/lib/core-connection/open-core-connection';
import { CoreUnavailableError } from '@/lib/core-connector/core-accounts';
import { runInCoreReadScope } from '@/lib/core-connector/core-read-scope';
import { createCoreAccountReader } from '@/lib/core-connector/create-core-account-reader';
import { refreshAccountFromCore } from '@/lib/core-connector/refresh-account-from-core';
import { productionDataOwner } from '@/lib/tpp/bank-data-owner-id';
import { startReferenceCore, type ReferenceCore } from '@/tools/reference-core/start-reference-core';
import { newAccountNumber, newCustomerNumber, today } from '../support/sandbox-tpp';

// D34: the refresh over the connector's own reader and the reference core, over HTTP: the contract's paging, its
// 404, the request's X-Request-ID, and a fault that counts nothing. The production app's reads are
// core-connector-reads.test.ts.
const customerNumber = newCustomerNumber();
const { iban } = newAccountNumber();
const document = {
  customers: [{ customerType: 'PRIVATE', customerNumber, customerName: 'Kari Referanse' }],
  agreements: [],
  accounts: [{ iban, currency: 'NOK', ownerCustomerNumber: customerNumber }],
  cardAccounts: [],
  engagements: [],
  balances: [{ iban, balanceType: 'closingBooked', amount: '1000.00' }],
  transactions: [
    { iban, entryReference: 'REF-B-1', bookingStatus: 'booked', bookingDate: today(), amount: '-10.00' },
    { iban, entryReference: 'REF-P-1', bookingStatus: 'pending', transactionDate: today(), amount: '-20.00' },
  ],
};

let core: ReferenceCore;
let source: { reader: ReturnType<typeof createCoreAccountReader>; freshnessMs: number };

beforeAll(async () => {
  expect((await importBankData({ document, isPrune: false, now: new Date() })).kind).toBe('imported');
  core = await startReferenceCore({ data: document });
  const connection = openCoreConnection({ url: core.url });
  source = {
    reader: createCoreAccountReader({ connection, timeoutMilliseconds: 1000, concurrency: 4, openMilliseconds: 200 }),
    freshnessMs: 0,
  };
});

afterAll(async () => {
  await core?.close();
});

const account = async () =>
  refreshableAccount(
    await db.account.findUniqueOrThrow({ where: { tppId_iban: { tppId: productionDataOwner.id, iban } } }),
  );
const references = async (id: string) =>
  (await db.transaction.findMany({ where: { accountId: id }, orderBy: { entryReference: 'asc' } })).map((row) => [
    row.entryReference,
    row.bookingStatus,
  ]);

describe('a refresh through the reader from the reference core (D34)', () => {
  it('brings a booking made in the core, and its balance, into the tables with the request X-Request-ID', async () => {
    core.addTransaction(
      { iban },
      { entryReference: 'REF-P-1', bookingStatus: 'booked', bookingDate: today(), amount: '-20.00' },
    );
    core.setBalance({ iban }, { balanceType: 'closingBooked', amount: '970.00' });
    const requestId = randomUUID();
    const refreshed = await account();
    const now = new Date();
    const outcomes = await runInCoreReadScope({ requestId }, () =>
      Promise.all([
        refreshAccountFromCore({ source, account: refreshed, part: 'balances', now }),
        refreshAccountFromCore({ source, account: refreshed, part: 'transactions', now }),
      ]),
    );
    expect(outcomes).toEqual(['refreshed', 'refreshed']);
    expect(await references(refreshed.id)).toEqual([
      ['REF-B-1', 'booked'],
      ['REF-P-1', 'booked'],
    ]);
    const balance = await db.balance.findFirstOrThrow({
      where: { accountId: refreshed.id, balanceType: 'closingBooked' },
    });
    expect(balance.amount).toBe(97000n);
    expect(core.requests.log.length).toBeGreaterThanOrEqual(3);
    expect(core.requests.log.every((request) => request.requestId === requestId)).toBe(true);
  });

  it('says unknown for an IBAN the core has never heard of', async () => {
    const unknown = { ...(await account()), iban: newAccountNumber().iban };
    for (const part of ['balances', 'transactions'] as const)
      expect(await refreshAccountFromCore({ source, account: unknown, part, now: new Date() })).toBe('unknown');
  });

  it('counts nothing when the core answers 500, and the call once it answers again', async () => {
    const shown = await account();
    const tppId = `core-refresh-${randomUUID()}`;
    const input = {
      tpp: { id: tppId },
      psu: {},
      // Without the PSU, SCA two hours ago: unattended, counted.
      grant: { consent: { lastScaAt: new Date(Date.now() - 2 * 60 * 60 * 1000) }, tppSession: null },
    } as unknown as AccountReadInput;
    const counted = () => db.rateLimitCounter.count({ where: { key: `unattended:balances:${tppId}:${shown.id}` } });
    const enforce = () =>
      enforceAccessLimits({
        ...input,
        now: new Date(),
        core: source,
        shown: [shown],
        reads: [{ accountId: shown.id, service: 'balances' }],
      });
    core.setFaults({ status: 500 });
    await expect(enforce()).rejects.toBeInstanceOf(CoreUnavailableError);
    expect(await counted()).toBe(0);
    core.setFaults({});
    await expect
      .poll(
        async () =>
          await enforce().then(
            () => 'counted',
            (error: Error) => error.name,
          ),
        { timeout: 10_000 },
      )
      .toBe('counted');
    expect(await counted()).toBe(1);
  });
});
