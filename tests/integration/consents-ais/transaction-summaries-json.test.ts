import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { executeStatement, queryRows } from '@/lib/database/raw-sql';
import { Prisma } from '@/lib/generated/prisma/client';
import { newId } from '@/lib/ids/new-id';
import { buildTransactionReport, type BuildTransactionReportInput } from '@/lib/accounts/build-transaction-report';
import { presentTransactionSummary } from '@/lib/accounts/present-transaction';
import { selectTransactionEntries, type EntrySelection } from '@/lib/accounts/select-transaction-entries';
import {
  selectTransactionSummariesJson,
  transactionSummariesJsonStatement,
} from '@/lib/accounts/select-transaction-summaries-json';
import { decodeCursor } from '@/lib/accounts/transaction-cursor';
import { loggableResponse } from '@/lib/xs2a/loggable-response';
import { resultToParts } from '@/lib/xs2a/xs2a-response';

// D31: PostgreSQL writes an account page's booked entries as the JSON text of their list view. The answer must be the
// one the presenter gives, byte for byte, for every shape an entry can take: each optional field present and absent,
// empty strings, every currency exponent, ids that need encoding in a link and text that needs escaping in JSON.

const awkward = [
  'Quote " and backslash \\ and slash /',
  'Controls \u0001 \u0008 \t \n \u000b \u000c \r \u001b \u001f \u007f',
  'Non-ASCII æøå ÆØÅ € 中文 😀, line and paragraph separators \u2028 \u2029',
  "</script><!-- & ' `",
  '',
];
const currencies = [
  ['NOK', 12345n],
  ['EUR', -5n],
  ['JPY', 1000n],
  ['BHD', -1234567n],
  ['CLF', 7n],
  ['SEK', 0n],
  ['NOK', 999_999_999_999_999_999n],
  ['NOK', -100n],
] as const;

let accountId = '';
let ownAccountId = '';
let largeAccountId = '';
const entryCount = 90;

function entry(index: number, owner: string, tppId: string) {
  const text = (offset: number) => {
    const pick = (index + offset) % (awkward.length + 2);
    return pick < awkward.length ? `${awkward[pick]} ${index}` : null;
  };
  const [currency, amount] = currencies[index % currencies.length] ?? currencies[0];
  const imported = index % 3 === 0;
  return {
    // Imported entries carry the core's own ids, which may need encoding in a link.
    id: imported ? `core/${index} ø?#%&=+ ${owner}` : `${newId()}-${index}`,
    tppId,
    accountId: owner,
    bookingStatus: 'booked' as const,
    entryReference: text(1),
    endToEndId: index % 4 === 0 ? null : `E2E-${index}`,
    bookingDate: new Date(Date.UTC(2026, 9, 1 + (index % 20))),
    valueDate: index % 5 === 0 ? null : new Date(Date.UTC(2026, 9, 2 + (index % 20))),
    transactionDate: index % 2 === 0 ? new Date(Date.UTC(2026, 8, 30)) : null,
    amount: amount + BigInt(index),
    currency,
    creditorName: text(2),
    creditorIban: [null, 'NO9386011117947', '', null][index % 4] ?? null,
    creditorBban: [null, null, '86011117947', '12345'][index % 4] ?? null,
    debtorName: text(3),
    debtorIban: [null, '', 'DE89370400440532013000', null, ''][index % 5] ?? null,
    debtorBban: [null, '', null, '532013000', '4711'][index % 5] ?? null,
    remittanceInformationUnstructured: text(4),
    remittanceInformationStructured:
      index % 6 === 0 ? [{ reference: `RF18 ${index}`, referenceType: 'SCOR' }] : Prisma.DbNull,
    bankTransactionCode: index % 3 === 1 ? 'PMNT-RCDT-ESCT' : null,
    proprietaryBankTransactionCode: index % 2 === 0 ? 'CARD' : null,
    // Card and exchange fields, which the account's list view leaves out.
    cardTransactionId: index % 7 === 0 ? `card-${index}` : null,
    maskedPan: index % 7 === 0 ? '525412******3241' : null,
    originalAmount: index % 7 === 0 ? 4200n : null,
    originalCurrency: index % 7 === 0 ? 'USD' : null,
    exchangeRate: index % 7 === 0 ? new Prisma.Decimal('10.12345678') : null,
    markupFee: index % 7 === 0 ? 15n : null,
    cardAcceptorName: index % 7 === 0 ? text(5) : null,
    transactionDetails: text(6),
  };
}

beforeAll(async () => {
  const tppId = newId();
  await db.tpp.create({
    data: { id: tppId, organizationIdentifier: `PSDNO-FSA-${tppId.slice(0, 12)}`, name: 'JSON TPP', roles: ['PSP_AI'] },
  });
  const owner = await db.customer.create({
    data: { id: newId(), tppId, customerNumber: '13039319955', customerType: 'PRIVATE', customerName: 'Kari Nordmann' },
  });
  accountId = `acc/ø ${newId()}`;
  ownAccountId = newId();
  largeAccountId = newId();
  for (const [id, iban] of [
    [accountId, 'NO9386011117947'],
    [ownAccountId, 'NO8330001234567'],
    [largeAccountId, 'NO6512345678903'],
  ] as const)
    await db.account.create({ data: { id, tppId, ownerCustomerId: owner.id, iban, currency: 'NOK' } });
  await db.transaction.createMany({
    data: [
      ...Array.from({ length: entryCount }, (_, index) => entry(index, accountId, tppId)),
      ...Array.from({ length: 10 }, (_, index) => entry(index, ownAccountId, tppId)),
    ],
  });
  // An account large enough that only the index walk is cheap (as in transaction-page-plan.test.ts).
  await executeStatement(Prisma.sql`
    INSERT INTO "Transaction" ("id", "tppId", "accountId", "bookingStatus", "bookingDate", "valueDate", "amount", "currency")
    SELECT ${largeAccountId} || '-' || lpad(g::text, 6, '0'), ${tppId}, ${largeAccountId}, 'booked', DATE '2026-11-01' - (g % 700), DATE '2026-11-01' - (g % 700), -g, 'NOK'
    FROM generate_series(1, 20000) AS g`);
  await executeStatement(Prisma.sql`ANALYZE "Transaction"`);
}, 120_000);

afterAll(async () => {
  await db.$disconnect();
});

const presented = async (selection: EntrySelection & { owner: { accountId: string } }) =>
  (await selectTransactionEntries(selection)).map((row) => ({
    id: row.id,
    bookingDate: row.bookingDate,
    json: JSON.stringify(presentTransactionSummary(row, selection.owner.accountId)),
  }));

describe('the booked entries as JSON text', () => {
  it.each<[string, () => EntrySelection & { owner: { accountId: string } }]>([
    ['every entry of the account', () => ({ owner: { accountId }, bookingStatus: 'booked', limit: 1000 })],
    ['a first page', () => ({ owner: { accountId }, bookingStatus: 'booked', limit: 51 })],
    [
      'a page by keyset and dates',
      () => ({
        owner: { accountId },
        bookingStatus: 'booked',
        from: '2026-10-03',
        to: '2026-10-15',
        after: { date: '2026-10-15', id: 'm' },
        limit: 20,
      }),
    ],
    ['another account', () => ({ owner: { accountId: ownAccountId }, bookingStatus: 'booked', limit: 51 })],
  ])('are the presenter’s, byte for byte: %s', async (_name, selection) => {
    const expected = await presented(selection());
    const rows = await selectTransactionSummariesJson(selection());
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map(({ id, bookingDate, json }) => ({ id, bookingDate, json }))).toEqual(expected);
  });

  it('covers every optional field both present and absent', async () => {
    const rows = await selectTransactionSummariesJson({ owner: { accountId }, bookingStatus: 'booked', limit: 1000 });
    expect(rows).toHaveLength(entryCount);
    const views = rows.map((row) => JSON.parse(row.json) as Record<string, unknown>);
    for (const field of [
      'entryReference',
      'endToEndId',
      'valueDate',
      'creditorName',
      'creditorAccount',
      'debtorName',
      'debtorAccount',
      'remittanceInformationUnstructured',
      'bankTransactionCode',
    ]) {
      expect(views.some((view) => field in view)).toBe(true);
      expect(views.some((view) => !(field in view))).toBe(true);
    }
    expect(rows.some((row) => row.json.includes('\u2028') && row.json.includes('\\u001f'))).toBe(true);
    expect(rows.some((row) => row.json.includes('%C3%B8'))).toBe(true);
  });

  it('gives the same report body as the presented rows, page by page', async () => {
    const base: BuildTransactionReportInput = {
      owner: { accountId },
      resource: { segments: ['accounts', accountId], linkName: 'account' },
      query: { bookingStatus: 'booked', limit: 25 },
      present: (row) => presentTransactionSummary(row, accountId),
    };
    const body = (report: object) =>
      new TextDecoder().decode(
        resultToParts({ status: 200, body: { account: { iban: 'x' }, transactions: report } }).body,
      );
    let query = base.query;
    for (let page = 0; page < 5; page += 1) {
      const old = await buildTransactionReport({ ...base, query });
      const fast = await buildTransactionReport({
        ...base,
        query,
        selectBookedJson: (selection) => selectTransactionSummariesJson({ ...selection, owner: { accountId } }),
      });
      expect(body(fast)).toBe(body(old));
      expect(body(fast)).toBe(JSON.stringify({ account: { iban: 'x' }, transactions: old }));
      // D28: the request log keeps the page's shape from the JsonText's preview, as from parsing the bytes.
      const parts = resultToParts({ status: 200, body: { account: { iban: 'x' }, transactions: fast } });
      expect(loggableResponse(200, parts.body, parts.value)).toEqual(loggableResponse(200, parts.body));
      const next = old._links.next?.href;
      if (!next) break;
      const cursor = new URL(next, 'http://x').searchParams.get('cursor') ?? '';
      query = { ...base.query, cursor: decodeCursor(cursor) };
    }
  });

  it('refuses a currency without a minor unit as the presenter does', async () => {
    const tpp = await db.transaction.findFirstOrThrow({ where: { accountId: ownAccountId } });
    await executeStatement(Prisma.sql`UPDATE "Transaction" SET "currency" = 'XXX' WHERE "id" = ${tpp.id}`);
    const selection = { owner: { accountId: ownAccountId }, bookingStatus: 'booked', limit: 51 } as const;
    const expected = await presented(selection).catch((error: unknown) => error);
    await expect(selectTransactionSummariesJson(selection)).rejects.toEqual(expected);
    expect(expected).toBeInstanceOf(Error);
  });

  it.each<[string, () => EntrySelection & { owner: { accountId: string } }]>([
    ['first page', () => ({ owner: { accountId: largeAccountId }, bookingStatus: 'booked', limit: 51 })],
    [
      'a deep page by keyset',
      () => ({
        owner: { accountId: largeAccountId },
        bookingStatus: 'booked',
        to: '2026-06-01',
        after: { date: '2026-06-01', id: 'zzz' },
        limit: 51,
      }),
    ],
  ])('walks the page’s index and never sorts: %s', async (_name, selection) => {
    const [row] = await queryRows<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
      Prisma.sql`EXPLAIN (FORMAT JSON) ${transactionSummariesJsonStatement(selection())}`,
    );
    const plan = row?.['QUERY PLAN'][0]?.Plan;
    if (!plan) throw new Error('EXPLAIN gave no plan');
    const all = nodes(plan);
    expect(all.map((node) => node['Node Type'])).not.toContain('Sort');
    expect(all.some((node) => /Index/.test(node['Node Type']) && /bookingDate/.test(node['Index Name'] ?? ''))).toBe(
      true,
    );
  });
});

type PlanNode = { 'Node Type': string; 'Parent Relationship'?: string; 'Index Name'?: string; Plans?: PlanNode[] };

// The page's own nodes: the id's percent-encoding is a subplan (with a sort of the id's bytes), run per entry.
function nodes(plan: PlanNode): PlanNode[] {
  const children = (plan.Plans ?? []).filter((child) => child['Parent Relationship'] !== 'SubPlan');
  return [plan, ...children.flatMap(nodes)];
}
