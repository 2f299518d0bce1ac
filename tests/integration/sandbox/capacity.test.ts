import { afterAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { sandboxCapacity, type SandboxKind } from '@/lib/sandbox/check-sandbox-room';
import type { SandboxCustomerView } from '@/lib/sandbox/customers/present-customer';
import {
  daysFromToday,
  initializeSandboxOf,
  newAccountNumber,
  newCustomerNumber,
  newSandboxTpp,
} from '@/tests/integration/support/sandbox-tpp';
import { responseProblems } from '@/tests/integration/support/sandbox-openapi-validator';

// D16: one TPP's sandbox holds at most so many rows of each kind; beyond it a create is 429 ACCESS_EXCEEDED and writes
// nothing, and deleting a row makes room again. The sandbox is filled up to its capacity in SQL, not by thousands of calls.

afterAll(async () => {
  await db.$disconnect();
});

const tpp = newSandboxTpp();
let tppId: string;
let customers: SandboxCustomerView[];

type SandboxCreate = { path: string; body: object };

const tables = {
  customers: 'Customer',
  accounts: 'Account',
  cardAccounts: 'CardAccount',
  agreements: 'Agreement',
} as const;

const byType = (type: 'PRIVATE' | 'CORPORATE') => customers.find((customer) => customer.customerType === type)!;

/** Rows of each kind this TPP's sandbox holds now (engagements: of the agreement). */
async function countOf(kind: SandboxKind, agreementId?: string): Promise<number> {
  const counts: Record<SandboxKind, () => Promise<number>> = {
    customers: () => db.customer.count({ where: { tppId } }),
    accounts: () => db.account.count({ where: { tppId } }),
    cardAccounts: () => db.cardAccount.count({ where: { tppId } }),
    agreements: () => db.agreement.count({ where: { tppId } }),
    engagements: () => db.engagement.count({ where: { agreementId } }),
    transactions: () => db.transaction.count({ where: { tppId } }),
  };
  return counts[kind]();
}

/** Fills the kind up to its capacity with filler rows (ids `fill-…`) written straight to the database. */
async function fill(kind: SandboxKind, agreementId?: string): Promise<void> {
  const missing = sandboxCapacity[kind] - (await countOf(kind, agreementId));
  const privateId = byType('PRIVATE').customerId;
  const corporateId = byType('CORPORATE').customerId;
  // One of the known state's accounts, never a filler: a test deletes a filler row, which would take its engagements.
  const account = await db.account.findFirstOrThrow({
    where: { tppId, ownerCustomerId: privateId, NOT: { id: { startsWith: 'fill-' } } },
    orderBy: { id: 'asc' },
    select: { id: true },
  });
  const statements: Record<SandboxKind, Prisma.Sql> = {
    customers: Prisma.sql`INSERT INTO "Customer" (id, "tppId", "customerNumber", "customerType", "customerName") SELECT 'fill-' || n, ${tppId}, 'fill-' || n, 'PRIVATE', 'Filler' FROM generate_series(1, ${missing}::int) n`,
    accounts: Prisma.sql`INSERT INTO "Account" (id, "tppId", "ownerCustomerId", iban, currency) SELECT 'fill-a-' || n, ${tppId}, ${privateId}, 'FILL' || n, 'NOK' FROM generate_series(1, ${missing}::int) n`,
    cardAccounts: Prisma.sql`INSERT INTO "CardAccount" (id, "tppId", "ownerCustomerId", "maskedPan", currency) SELECT 'fill-k-' || n, ${tppId}, ${privateId}, 'fill' || n, 'NOK' FROM generate_series(1, ${missing}::int) n`,
    agreements: Prisma.sql`INSERT INTO "Agreement" (id, "tppId", "ownerCustomerId") SELECT 'fill-g-' || n, ${tppId}, ${corporateId} FROM generate_series(1, ${missing}::int) n`,
    engagements: Prisma.sql`INSERT INTO "Engagement" (id, "tppId", "agreementId", "customerId", "accountId", roles) SELECT 'fill-e-' || ${agreementId} || '-' || n, ${tppId}, ${agreementId}, ${privateId}, ${account.id}, ARRAY['VIEW']::"EngagementRole"[] FROM generate_series(1, ${missing}::int) n`,
    transactions: Prisma.sql`INSERT INTO "Transaction" (id, "tppId", "accountId", "bookingStatus", amount, currency) SELECT 'fill-t-' || n, ${tppId}, ${account.id}, 'booked', 100, 'NOK' FROM generate_series(1, ${missing}::int) n`,
  };
  if (missing > 0) await db.$executeRaw(statements[kind]);
}

describe('sandbox capacity (D16)', () => {
  it('initializes a sandbox far below every capacity', async () => {
    customers = await initializeSandboxOf(tpp);
    tppId = (
      await db.tpp.findUniqueOrThrow({
        where: { organizationIdentifier: tpp.organizationIdentifier },
        select: { id: true },
      })
    ).id;
    for (const kind of ['customers', 'accounts', 'cardAccounts', 'agreements', 'transactions'] as const) {
      expect(await countOf(kind)).toBeLessThan(sandboxCapacity[kind] / 10);
    }
  });

  it.each([
    [
      'customers',
      'customers',
      (): SandboxCreate => ({
        path: '/v1/sandbox/customers',
        body: { customerNumber: newCustomerNumber(), customerType: 'PRIVATE', customerName: 'Nora Berg' },
      }),
    ],
    [
      'accounts',
      'accounts',
      (): SandboxCreate => ({
        path: '/v1/sandbox/accounts',
        body: { customerNumber: byType('PRIVATE').customerNumber, bban: newAccountNumber().bban, currency: 'NOK' },
      }),
    ],
    [
      'cardAccounts',
      'card accounts',
      (): SandboxCreate => ({
        path: '/v1/sandbox/card-accounts',
        body: { customerNumber: byType('PRIVATE').customerNumber, maskedPan: '492500******9876', currency: 'NOK' },
      }),
    ],
    [
      'agreements',
      'agreements',
      (): SandboxCreate => ({ path: '/v1/sandbox/agreements', body: { owner: byType('CORPORATE').customerNumber } }),
    ],
  ] as const)(
    'refuses a new row beyond the %s capacity with 429 ACCESS_EXCEEDED, writes nothing, and a delete makes room',
    async (kind, words, request) => {
      await fill(kind);
      const { path, body } = request();
      const refused = await tpp.post(path, body);
      const text = `This sandbox already holds ${sandboxCapacity[kind].toLocaleString('en')} ${words}, the most it may hold. Delete some, or reset it with POST /v1/sandbox/initialize.`;
      expect([refused.status, refused.body, refused.headers.get('retry-after')]).toEqual([
        429,
        { tppMessages: [{ category: 'ERROR', code: 'ACCESS_EXCEEDED', text }] },
        null,
      ]);
      expect(responseProblems('post', path, 429, refused.body)).toEqual([]);
      expect(await countOf(kind)).toBe(sandboxCapacity[kind]);
      const table = Prisma.raw(`"${tables[kind]}"`);
      await db.$executeRaw`DELETE FROM ${table} WHERE id = (SELECT id FROM ${table} WHERE "tppId" = ${tppId} AND id LIKE 'fill-%' LIMIT 1)`;
      expect((await tpp.post(path, body)).status).toBe(201);
    },
  );

  it('refuses a new engagement beyond the capacity of its agreement', async () => {
    const corporate = (
      await tpp.get(`/v1/sandbox/customers/${byType('CORPORATE').customerId}?withAccounts=true&withAgreements=true`)
    ).body as SandboxCustomerView;
    const agreement = corporate.agreements!.find((candidate) => candidate.owner === corporate.customerNumber)!;
    await fill('engagements', agreement.agreementId);
    const path = `/v1/sandbox/agreements/${agreement.agreementId}/engagements`;
    const refused = await tpp.post(path, {
      customer: byType('PRIVATE').customerNumber,
      account: { iban: corporate.accounts![0]!.iban },
      roles: ['VIEW'],
    });
    expect([refused.status, refused.body]).toEqual([
      429,
      {
        tppMessages: [
          {
            category: 'ERROR',
            code: 'ACCESS_EXCEEDED',
            text: 'This sandbox already holds 1,000 engagements in this agreement, the most it may hold. Delete some, or reset it with POST /v1/sandbox/initialize.',
          },
        ],
      },
    ]);
    expect(await countOf('engagements', agreement.agreementId)).toBe(sandboxCapacity.engagements);
  });

  it('refuses a private customer, whose own agreement comes with it, beyond the agreements capacity', async () => {
    await fill('agreements');
    await db.$executeRaw`DELETE FROM "Customer" WHERE id = (SELECT id FROM "Customer" WHERE "tppId" = ${tppId} AND id LIKE 'fill-%' LIMIT 1)`;
    const before = await countOf('customers');
    const refused = await tpp.post('/v1/sandbox/customers', {
      customerNumber: newCustomerNumber(),
      customerType: 'PRIVATE',
      customerName: 'Nora Berg',
    });
    const text =
      'This sandbox already holds 1,000 agreements, the most it may hold. Delete some, or reset it with POST /v1/sandbox/initialize.';
    expect([refused.status, refused.body]).toEqual([
      429,
      { tppMessages: [{ category: 'ERROR', code: 'ACCESS_EXCEEDED', text }] },
    ]);
    expect([await countOf('customers'), await countOf('agreements')]).toEqual([before, sandboxCapacity.agreements]);
  });

  it.each([
    [
      'an account',
      'accounts',
      'Account',
      () => ({
        path: '/v1/sandbox/accounts',
        body: { customerNumber: byType('PRIVATE').customerNumber, bban: newAccountNumber().bban, currency: 'NOK' },
      }),
    ],
    [
      'a card account',
      'cardAccounts',
      'CardAccount',
      () => ({
        path: '/v1/sandbox/card-accounts',
        body: { customerNumber: byType('PRIVATE').customerNumber, maskedPan: '492500******4321', currency: 'NOK' },
      }),
    ],
  ] as const)(
    "refuses %s of a private customer beyond the engagements capacity of the customer's own agreement",
    async (_name, kind, table, request) => {
      const own = await db.agreement.findFirstOrThrow({
        where: { tppId, ownerCustomerId: byType('PRIVATE').customerId },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        select: { id: true },
      });
      await fill('engagements', own.id);
      const rows = Prisma.raw(`"${table}"`);
      await db.$executeRaw`DELETE FROM ${rows} WHERE id = (SELECT id FROM ${rows} WHERE "tppId" = ${tppId} AND id LIKE 'fill-%' LIMIT 1)`;
      const before = await countOf(kind);
      const { path, body } = request();
      const refused = await tpp.post(path, body);
      const text =
        'This sandbox already holds 1,000 engagements in this agreement, the most it may hold. Delete some, or reset it with POST /v1/sandbox/initialize.';
      expect([refused.status, refused.body]).toEqual([
        429,
        { tppMessages: [{ category: 'ERROR', code: 'ACCESS_EXCEEDED', text }] },
      ]);
      expect([await countOf(kind), await countOf('engagements', own.id)]).toEqual([
        before,
        sandboxCapacity.engagements,
      ]);
    },
  );

  it('refuses a new transaction of an account or a card account beyond the transactions capacity', async () => {
    await fill('transactions');
    const owner = (await tpp.get(`/v1/sandbox/customers/${byType('PRIVATE').customerId}?withAccounts=true`))
      .body as SandboxCustomerView;
    const text =
      'This sandbox already holds 100,000 transactions (of accounts and card accounts), the most it may hold. Delete some, or reset it with POST /v1/sandbox/initialize.';
    const bookingDate = daysFromToday(-1);
    const account = owner.accounts![0]!;
    const card = owner.cardAccounts![0]!;
    for (const [path, body] of [
      [
        `/v1/sandbox/accounts/${account.resourceId}/transactions`,
        { amount: -100, currency: account.currency, bookingDate },
      ],
      [
        `/v1/sandbox/card-accounts/${card.resourceId}/transactions`,
        { amount: -100, currency: card.currency, bookingDate },
      ],
    ] as const) {
      const refused = await tpp.post(path, body);
      expect([refused.status, refused.body]).toEqual([
        429,
        { tppMessages: [{ category: 'ERROR', code: 'ACCESS_EXCEEDED', text }] },
      ]);
    }
    expect(await countOf('transactions')).toBe(sandboxCapacity.transactions);
    // A reset makes room: the known state again.
    await initializeSandboxOf(tpp);
    expect(await countOf('transactions')).toBeLessThan(sandboxCapacity.transactions / 10);
  });
});
