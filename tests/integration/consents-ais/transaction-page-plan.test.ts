import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { executeStatement, queryRows } from '@/lib/database/raw-sql';
import { Prisma } from '@/lib/generated/prisma/client';
import { newId } from '@/lib/ids/new-id';
import {
  selectTransactionEntries,
  transactionEntriesStatement,
  type EntrySelection,
} from '@/lib/accounts/select-transaction-entries';

// D31: a page of a transaction report is read by walking the index (owner, bookingStatus, bookingDate desc, id desc)
// from the keyset position, so the millionth entry costs what the first does. A statement that sorts instead (an
// ORDER BY on a renamed column, a cast on the owner) still answers correctly on a small table; only its plan shows it.

type PlanNode = { 'Node Type': string; 'Index Name'?: string; Plans?: PlanNode[] };

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

async function planOf(selection: EntrySelection): Promise<PlanNode[]> {
  const [row] = await queryRows<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
    Prisma.sql`EXPLAIN (FORMAT JSON) ${transactionEntriesStatement(selection)}`,
  );
  const plan = row?.['QUERY PLAN'][0]?.Plan;
  if (!plan) throw new Error('EXPLAIN gave no plan');
  return nodes(plan);
}

const entries = 20_000;
let accountId = '';
let cardAccountId = '';

beforeAll(async () => {
  const tppId = newId();
  await db.tpp.create({
    data: {
      id: tppId,
      organizationIdentifier: `PSDNO-FSA-${tppId.slice(0, 12)}`,
      name: 'Plan TPP AS',
      roles: ['PSP_AI'],
    },
  });
  const owner = await db.customer.create({
    data: { id: newId(), tppId, customerNumber: '13039319955', customerType: 'PRIVATE', customerName: 'Kari Nordmann' },
  });
  accountId = (
    await db.account.create({
      data: { id: newId(), tppId, ownerCustomerId: owner.id, iban: 'NO9386011117947', currency: 'NOK' },
    })
  ).id;
  cardAccountId = (
    await db.cardAccount.create({
      data: { id: newId(), tppId, ownerCustomerId: owner.id, maskedPan: '525412******3241', currency: 'NOK' },
    })
  ).id;
  for (const [column, ownerId] of [
    ['accountId', accountId],
    ['cardAccountId', cardAccountId],
  ] as const) {
    await executeStatement(Prisma.sql`
      INSERT INTO "Transaction" ("id", "tppId", ${Prisma.raw(`"${column}"`)}, "bookingStatus", "bookingDate", "valueDate", "amount", "currency")
      SELECT ${ownerId} || '-' || lpad(g::text, 6, '0'), ${tppId}, ${ownerId}, 'booked', DATE '2026-11-01' - (g % 700), DATE '2026-11-01' - (g % 700), -g, 'NOK'
      FROM generate_series(1, ${entries}::int) AS g`);
  }
  await executeStatement(Prisma.sql`ANALYZE "Transaction"`);
}, 120_000);

afterAll(async () => {
  await db.$disconnect();
});

describe('the transaction page statement', () => {
  const after = { date: '2026-06-01', id: 'zzz' };
  it.each<[string, () => EntrySelection]>([
    ['first page of an account', () => ({ owner: { accountId }, bookingStatus: 'booked', limit: 51 })],
    [
      'a deep page by keyset',
      () => ({ owner: { accountId }, bookingStatus: 'booked', to: after.date, after, limit: 51 }),
    ],
    [
      'a date range',
      () => ({ owner: { accountId }, bookingStatus: 'booked', from: '2026-01-01', to: '2026-01-31', limit: 51 }),
    ],
    ['first page of a card account', () => ({ owner: { cardAccountId }, bookingStatus: 'booked', limit: 51 })],
  ])('walks the index and never sorts: %s', async (_name, selection) => {
    const plan = await planOf(selection());
    expect(plan.map((node) => node['Node Type'])).not.toContain('Sort');
    expect(plan.some((node) => /Index/.test(node['Node Type']) && /bookingDate/.test(node['Index Name'] ?? ''))).toBe(
      true,
    );
  });

  it('lists newest first, the id breaking ties, with dates as YYYY-MM-DD', async () => {
    const page = await selectTransactionEntries({
      owner: { accountId },
      bookingStatus: 'booked',
      to: after.date,
      after,
      limit: 60,
    });
    expect(page).toHaveLength(60);
    const keys = page.map((entry) => `${entry.bookingDate} ${entry.id}`);
    expect(keys).toEqual([...keys].sort().reverse());
    expect(page[0]?.bookingDate).toBe('2026-06-01');
    expect(page.every((entry) => entry.id < after.id || (entry.bookingDate ?? '') < after.date)).toBe(true);
    expect(page[0]).toMatchObject({
      valueDate: page[0]?.bookingDate,
      transactionDate: null,
      createdOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(typeof page[0]?.amount).toBe('bigint');
  });
});
