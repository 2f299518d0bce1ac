import { describe, expect, it } from 'vitest';
import { bankDate } from '@/lib/berlin-group/bank-date';
import { db } from '@/lib/db';
import { addDays } from '@/lib/sandbox/shared/calendar';
import { newId } from '@/lib/ids/new-id';
import { berlinGroupSchemaErrors } from '@/tests/support/berlin-group/schema-validator';
import type { TppResponse } from '@/tools/tpp-kit/tpp-client';
import { createAisTpp, firstMessage, psuPresent } from '@/tests/integration/support/ais-fixture';

// D15: transaction reports, details and card transactions; keyset paging over _links.next (D1).
type Entry = {
  transactionId: string;
  bookingDate?: string;
  valueDate?: string;
  transactionAmount: { amount: string; currency: string };
  _links: { transactionDetails: { href: string } };
};
type Report = {
  transactions: { booked?: Entry[]; pending?: Entry[]; _links: { account: { href: string }; next?: { href: string } } };
};

const tpp = await createAisTpp();
const consent = await tpp.grant('13039319955', 'PRIVATE');
const accountId = consent.accountIds[0] as string;
const tppRow = await db.tpp.findUniqueOrThrow({ where: { organizationIdentifier: tpp.organizationIdentifier } });

function expectSchema(path: string, response: TppResponse) {
  expect(response.status).toBe(200);
  expect(berlinGroupSchemaErrors({ method: 'get', path, status: 200, body: response.body })).toEqual([]);
}

async function readReport(path: string): Promise<Report> {
  const response = await tpp.read(path, consent, psuPresent);
  expectSchema('/v1/accounts/{account-id}/transactions', response);
  return response.body as Report;
}

describe('account transactions', () => {
  it('bookingStatus selects booked, pending, or both (also "all")', async () => {
    const booked = await readReport(`/v1/accounts/${accountId}/transactions?bookingStatus=booked`);
    expect(booked.transactions.booked?.length).toBeGreaterThan(0);
    expect(booked.transactions.pending).toBeUndefined();
    const pending = await readReport(`/v1/accounts/${accountId}/transactions?bookingStatus=pending`);
    expect(pending.transactions.booked).toBeUndefined();
    expect(pending.transactions.pending?.length).toBeGreaterThan(0);
    for (const status of ['both', 'all']) {
      const report = await readReport(`/v1/accounts/${accountId}/transactions?bookingStatus=${status}&limit=1000`);
      expect(report.transactions.booked?.length).toBe(booked.transactions.booked?.length);
      expect(report.transactions.pending?.length).toBe(pending.transactions.pending?.length);
      expect(report.transactions._links.account.href).toBe(`/v1/accounts/${accountId}`);
    }
  });

  it('dateFrom and dateTo filter booked and pending entries, inclusively', async () => {
    const all = await readReport(`/v1/accounts/${accountId}/transactions?bookingStatus=booked&limit=1000`);
    const dates = (all.transactions.booked ?? []).map((entry) => entry.bookingDate as string).sort();
    const from = dates[Math.floor(dates.length / 4)] as string;
    const to = dates[Math.floor((dates.length * 3) / 4)] as string;
    const filtered = await readReport(
      `/v1/accounts/${accountId}/transactions?bookingStatus=booked&dateFrom=${from}&dateTo=${to}&limit=1000`,
    );
    const expected = dates.filter((date) => date >= from && date <= to);
    expect((filtered.transactions.booked ?? []).map((entry) => entry.bookingDate).sort()).toEqual(expected);
    // A period ahead of every entry is empty; one more than a year ahead is out of bounds (D15, D11's horizon).
    const future = await readReport(
      `/v1/accounts/${accountId}/transactions?bookingStatus=both&dateFrom=${addDays(bankDate(new Date()), 30)}`,
    );
    expect(future.transactions).toMatchObject({ booked: [], pending: [] });
    const beyond = await tpp.read(
      `/v1/accounts/${accountId}/transactions?bookingStatus=both&dateFrom=2099-01-01`,
      consent,
      psuPresent,
    );
    expect([beyond.status, firstMessage(beyond).code, firstMessage(beyond).path]).toEqual([
      400,
      'PERIOD_INVALID',
      'dateFrom',
    ]);
  });

  it('pages across 1,000 transactions by _links.next with no gap and no repeat, newest first', async () => {
    const bigAccount = consent.accountIds[1] as string;
    const start = Date.UTC(2026, 5, 1);
    await db.transaction.createMany({
      data: Array.from({ length: 1000 }, (_, index) => ({
        id: newId(),
        tppId: tppRow.id,
        accountId: bigAccount,
        bookingStatus: 'booked' as const,
        // Seven entries share each day, so the id must break ties.
        bookingDate: new Date(start + Math.floor(index / 7) * 86_400_000),
        valueDate: new Date(start + Math.floor(index / 7) * 86_400_000),
        amount: BigInt(-(index + 1) * 100),
        currency: 'NOK',
        creditorName: `Paging ${index}`,
      })),
    });
    const expectedCount = await db.transaction.count({ where: { accountId: bigAccount, bookingStatus: 'booked' } });
    const seen: Entry[] = [];
    let path: string | undefined = `/v1/accounts/${bigAccount}/transactions?bookingStatus=booked&limit=70`;
    let pages = 0;
    while (path) {
      const report = await readReport(path);
      seen.push(...(report.transactions.booked ?? []));
      path = report.transactions._links.next?.href;
      if (path)
        expect(path).toMatch(
          new RegExp(`^/v1/accounts/${bigAccount}/transactions\\?bookingStatus=booked&limit=70&cursor=`),
        );
      pages += 1;
      expect(pages).toBeLessThan(100);
    }
    expect(seen.length).toBe(expectedCount);
    expect(new Set(seen.map((entry) => entry.transactionId)).size).toBe(expectedCount);
    const order = seen.map((entry) => `${entry.bookingDate}|${entry.transactionId}`);
    expect(order).toEqual([...order].sort().reverse());
    expect(pages).toBe(Math.ceil(expectedCount / 70));
  });

  it('pages pending first, then booked, with bookingStatus=both', async () => {
    const full = await readReport(`/v1/accounts/${accountId}/transactions?bookingStatus=both&limit=1000`);
    const all = [...(full.transactions.pending ?? []), ...(full.transactions.booked ?? [])].map(
      (entry) => entry.transactionId,
    );
    const seen: string[] = [];
    let path: string | undefined = `/v1/accounts/${accountId}/transactions?bookingStatus=both&limit=3`;
    while (path) {
      const report = await readReport(path);
      seen.push(
        ...(report.transactions.pending ?? []).map((entry) => entry.transactionId),
        ...(report.transactions.booked ?? []).map((entry) => entry.transactionId),
      );
      path = report.transactions._links.next?.href;
    }
    expect(seen).toEqual(all);
  });

  it('the details endpoint gives the full entry; the list is the lighter view', async () => {
    await db.transaction.updateMany({
      where: { accountId, bookingStatus: 'booked' },
      data: {
        ultimateCreditor: 'Ultimate AS',
        purposeCode: 'GDDS',
        remittanceInformationStructured: [{ reference: '1234567890', referenceType: 'SCOR' }],
        additionalInformationProprietary: { additionalInformationProprietary1: 'REF-77' },
      },
    });
    const report = await readReport(`/v1/accounts/${accountId}/transactions?bookingStatus=booked&limit=1`);
    const entry = report.transactions.booked?.[0] as Entry & Record<string, unknown>;
    expect(entry).not.toHaveProperty('ultimateCreditor');
    expect(entry._links.transactionDetails.href).toBe(`/v1/accounts/${accountId}/transactions/${entry.transactionId}`);
    const details = await tpp.read(entry._links.transactionDetails.href, consent, psuPresent);
    expectSchema('/v1/accounts/{account-id}/transactions/{transactionId}', details);
    expect(details.body).toMatchObject({
      transactionsDetails: {
        transactionDetails: {
          transactionId: entry.transactionId,
          transactionAmount: entry.transactionAmount,
          ultimateCreditor: 'Ultimate AS',
          purposeCode: 'GDDS',
          remittanceInformationStructuredArray: [{ reference: '1234567890', referenceType: 'SCOR' }],
          additionalInformationProprietary1: 'REF-77',
        },
      },
    });
    expect(details.body).not.toHaveProperty('transactionsDetails.transactionDetails.remittanceInformationStructured');
    const unknown = await tpp.read(`/v1/accounts/${accountId}/transactions/${newId()}`, consent, psuPresent);
    expect([unknown.status, firstMessage(unknown).code]).toEqual([404, 'RESOURCE_UNKNOWN']);
  });

  it('a structured reference part the sandbox took as null is left out of the details, which hold strings only', async () => {
    const reference = { reference: '1234567897', referenceType: null, referenceIssuer: null };
    const created = await tpp.client.request('POST', `/v1/sandbox/accounts/${accountId}/transactions`, {
      body: {
        amount: -10,
        currency: 'NOK',
        bookingDate: addDays(bankDate(new Date()), -1),
        remittanceInformationStructuredArray: [reference],
      },
    });
    expect(created.status, created.text).toBe(201);
    const details = await tpp.read(
      `/v1/accounts/${accountId}/transactions/${(created.body as { id: string }).id}`,
      consent,
      psuPresent,
    );
    expectSchema('/v1/accounts/{account-id}/transactions/{transactionId}', details);
    expect(details.body).toMatchObject({
      transactionsDetails: {
        transactionDetails: { remittanceInformationStructuredArray: [{ reference: '1234567897' }] },
      },
    });
    expect(
      (
        details.body as {
          transactionsDetails: { transactionDetails: { remittanceInformationStructuredArray: unknown[] } };
        }
      ).transactionsDetails.transactionDetails.remittanceInformationStructuredArray,
    ).toEqual([{ reference: '1234567897' }]);
  });

  it('withBalance=true adds the balances to the report', async () => {
    const report = (await readReport(
      `/v1/accounts/${accountId}/transactions?bookingStatus=booked&limit=1&withBalance=true`,
    )) as Report & { balances: { balanceType: string }[] };
    expect(report.balances.map((balance) => balance.balanceType)).toEqual(['closingBooked', 'expected']);
  });
});

describe('card accounts', () => {
  const cardId = consent.cardAccountIds[0] as string;

  it('lists, reads and reports balances of the consented card account', async () => {
    const list = await tpp.read('/v1/card-accounts?withBalance=true', consent, psuPresent);
    expectSchema('/v1/card-accounts', list);
    const cards = (
      list.body as {
        cardAccounts: { resourceId: string; maskedPan: string; _links: Record<string, { href: string }> }[];
      }
    ).cardAccounts;
    expect(cards.map((card) => card.resourceId)).toEqual(consent.cardAccountIds);
    expect(cards[0]?.maskedPan).toMatch(/\*{4}/);
    expect(cards[0]?._links.transactions?.href).toBe(`/v1/card-accounts/${cardId}/transactions`);
    const one = await tpp.read(`/v1/card-accounts/${cardId}`, consent, psuPresent);
    expectSchema('/v1/card-accounts/{account-id}', one);
    const balances = await tpp.read(`/v1/card-accounts/${cardId}/balances`, consent, psuPresent);
    expectSchema('/v1/card-accounts/{account-id}/balances', balances);
  });

  it('reports card transactions, booked and pending, with the corrected amount mapping and acceptor information', async () => {
    const response = await tpp.read(
      `/v1/card-accounts/${cardId}/transactions?bookingStatus=both&limit=1000`,
      consent,
      psuPresent,
    );
    expectSchema('/v1/card-accounts/{account-id}/transactions', response);
    const report = response.body as {
      cardAccount: { maskedPan: string };
      cardTransactions: { booked: Record<string, unknown>[]; pending: Record<string, unknown>[] };
    };
    expect(report.cardTransactions.booked.length).toBeGreaterThan(0);
    const foreign = [...report.cardTransactions.booked, ...report.cardTransactions.pending].find(
      (entry) => entry.originalAmount,
    );
    expect(foreign).toBeDefined();
    expect((foreign?.transactionAmount as { currency: string }).currency).toBe('NOK');
    expect((foreign?.originalAmount as { currency: string }).currency).not.toBe('NOK');
    expect(report.cardTransactions.booked.some((entry) => entry.cardAcceptorAddress || entry.transactionDetails)).toBe(
      true,
    );
  });

  it("refuses another PSU's card account", async () => {
    const other = await tpp.grant('12085592767', 'PRIVATE');
    const response = await tpp.read(
      `/v1/card-accounts/${other.cardAccountIds[0]}/transactions?bookingStatus=booked`,
      consent,
      psuPresent,
    );
    expect([response.status, firstMessage(response).code]).toEqual([404, 'RESOURCE_UNKNOWN']);
  });
});
