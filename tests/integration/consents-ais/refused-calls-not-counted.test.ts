import { describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { newId } from '@/lib/ids/new-id';
import { createAisTpp, firstMessage, psuPresent } from '@/tests/integration/support/ais-fixture';

// D15 "Limits without the PSU present": every check comes before anything is counted, so a call that is refused, for
// whatever reason, leaves the TPP all 4 of the day's calls. Each test has its own TPP, so its counters start empty.
const twoHoursAgo = () => new Date(Date.now() - 2 * 60 * 60 * 1000);
const kinds = [
  ['accounts', (consent: { accountIds: string[] }) => `/v1/accounts/${consent.accountIds[0]}`],
  ['card-accounts', (consent: { cardAccountIds: string[] }) => `/v1/card-accounts/${consent.cardAccountIds[0]}`],
] as const;

async function newUnattendedReader() {
  const tpp = await createAisTpp();
  const consent = await tpp.grant('13039319955', 'PRIVATE', twoHoursAgo());
  const expectRefused = async (path: string, expected: [number, string, string]) => {
    for (let call = 1; call <= 4; call++) {
      const response = await tpp.read(path, consent);
      const message = firstMessage(response);
      expect([path, response.status, message.code, message.path]).toEqual([path, ...expected]);
    }
  };
  const expectServed = async (path: string) => {
    for (let call = 1; call <= 4; call++) expect([path, (await tpp.read(path, consent)).status]).toEqual([path, 200]);
  };
  return { tpp, consent, expectRefused, expectServed };
}

describe('a refused call without the PSU present uses none of the 4 calls a day', () => {
  it.each([
    ['a cursor the bank did not issue', 'bookingStatus=booked&cursor=garbage', 'FORMAT_ERROR', 'cursor'],
    ['a date that does not exist', 'bookingStatus=booked&dateFrom=2026-02-30', 'FORMAT_ERROR', 'dateFrom'],
    [
      'dateFrom after dateTo',
      'bookingStatus=booked&dateFrom=2026-11-10&dateTo=2026-11-01',
      'PERIOD_INVALID',
      'dateFrom',
    ],
    ['an unknown parameter', 'bookingStatus=booked&foo=bar', 'FORMAT_ERROR', 'foo'],
    ['an unknown bookingStatus', 'bookingStatus=information', 'FORMAT_ERROR', 'bookingStatus'],
    ['a limit below 1', 'bookingStatus=booked&limit=0', 'FORMAT_ERROR', 'limit'],
    ['a withBalance that is not true or false', 'bookingStatus=booked&withBalance=yes', 'FORMAT_ERROR', 'withBalance'],
  ] as const)('transactions with %s, on accounts and card accounts', async (_case, badQuery, code, path) => {
    const { consent, expectRefused, expectServed } = await newUnattendedReader();
    for (const [, resource] of kinds) {
      await expectRefused(`${resource(consent)}/transactions?${badQuery}`, [400, code, path]);
      await expectServed(`${resource(consent)}/transactions?bookingStatus=booked&limit=1`);
    }
  });

  it.each(kinds)(
    '%s: balances with an unknown parameter, and a read or list with a bad withBalance',
    async (_kind, resource) => {
      const { consent, expectRefused, expectServed } = await newUnattendedReader();
      const base = resource(consent);
      await expectRefused(`${base}/balances?foo=bar`, [400, 'FORMAT_ERROR', 'foo']);
      await expectRefused(`${base}?withBalance=yes`, [400, 'FORMAT_ERROR', 'withBalance']);
      await expectRefused(`${base.slice(0, base.lastIndexOf('/'))}?withBalance=1`, [
        400,
        'FORMAT_ERROR',
        'withBalance',
      ]);
      await expectServed(`${base}/balances`);
    },
  );

  it.each(kinds)(
    '%s: transactions with withBalance=true are refused whole when the balances are used up',
    async (_kind, resource) => {
      const { consent, expectServed, tpp } = await newUnattendedReader();
      const base = resource(consent);
      await expectServed(`${base}/balances`);
      const refused = await tpp.read(`${base}/transactions?bookingStatus=booked&limit=1&withBalance=true`, consent);
      expect([refused.status, firstMessage(refused).code]).toEqual([429, 'ACCESS_EXCEEDED']);
      // The refused report counted no transaction read either.
      await expectServed(`${base}/transactions?bookingStatus=booked&limit=1`);
    },
  );

  it('calls that race over overlapping reads are counted all or none, without a deadlock', async () => {
    const { consent, tpp } = await newUnattendedReader();
    const base = `/v1/accounts/${consent.accountIds[0]}`;
    const paths = Array.from({ length: 12 }, (_, index) =>
      index % 2 === 0 ? `${base}/balances` : `${base}/transactions?bookingStatus=booked&limit=1&withBalance=true`,
    );
    const statuses = await Promise.all(
      paths.map((path) => tpp.read(path, consent).then((response) => response.status)),
    );
    // Every served call read the balances once: 4 of them, whichever they were; the rest are 429, none a 5xx.
    expect([
      statuses.filter((status) => status === 200).length,
      statuses.filter((status) => status === 429).length,
    ]).toEqual([4, 8]);
    const counted = (service: string) =>
      db.rateLimitCounter.count({
        where: { key: { startsWith: `unattended:${service}:`, endsWith: `:${consent.accountIds[0]}` } },
      });
    const servedReports = statuses.filter((status, index) => status === 200 && index % 2 === 1).length;
    expect([await counted('balances'), await counted('transactions')]).toEqual([4, servedReports]);
  });

  it('the account list with withBalance=true is refused whole when its last account has no balance reads left', async () => {
    const { consent, expectServed, tpp } = await newUnattendedReader();
    // The list's own order (read with the PSU present, which counts nothing): the used-up account comes after the other.
    const listed = (await tpp.read('/v1/accounts', consent, psuPresent)).body as { accounts: { resourceId: string }[] };
    const [first, last] = [listed.accounts[0]?.resourceId, listed.accounts.at(-1)?.resourceId] as [string, string];
    expect(first).not.toBe(last);
    await expectServed(`/v1/accounts/${last}/balances`);
    const refused = await tpp.read('/v1/accounts?withBalance=true', consent);
    expect([refused.status, firstMessage(refused).code]).toEqual([429, 'ACCESS_EXCEEDED']);
    await expectServed(`/v1/accounts/${first}/balances`);
    // The refusal names the account whose balance reads are used up.
    expect(firstMessage(refused).text).toContain(last);
  });

  it('transaction details: an unknown id, one beyond the 90 days, and an unknown parameter', async () => {
    const { consent, expectRefused, expectServed } = await newUnattendedReader();
    const accountId = consent.accountIds[0] as string;
    const [recent, old] = await Promise.all([
      db.transaction.findFirstOrThrow({
        where: { accountId, bookingStatus: 'booked' },
        orderBy: { bookingDate: 'desc' },
      }),
      db.transaction.findFirstOrThrow({
        where: { accountId, bookingStatus: 'booked', bookingDate: { lt: new Date(Date.now() - 92 * 86_400_000) } },
      }),
    ]);
    const details = `/v1/accounts/${accountId}/transactions`;
    await expectRefused(`${details}/${newId()}`, [404, 'RESOURCE_UNKNOWN', 'transactionId']);
    await expectRefused(`${details}/${old.id}`, [404, 'RESOURCE_UNKNOWN', 'transactionId']);
    await expectRefused(`${details}/${recent.id}?foo=bar`, [400, 'FORMAT_ERROR', 'foo']);
    await expectServed(`${details}/${recent.id}`);
    expect(await db.rateLimitCounter.count({ where: { key: { endsWith: `:${accountId}` } } })).toBe(4);
  });
});
