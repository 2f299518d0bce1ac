import { describe, expect, it } from 'vitest';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';
import { encodeCursor } from './transaction-cursor';
import { parseEmptyQuery, parseTransactionQuery, parseWithBalance } from './account-query';

/** The refusal a parse gives, as [status, code, path], or 'accepted'. */
function refusalOf(action: () => unknown): [number, string, string | undefined] | 'accepted' {
  try {
    action();
    return 'accepted';
  } catch (error) {
    if (error instanceof Xs2aError) return [error.status, error.code, error.path];
    throw error;
  }
}

const query = (value: string) => new URLSearchParams(value);
// 2026-11-23 in Oslo: no entry is dated after 2027-11-23 (D15: the period reaches at most a year ahead).
const now = new Date('2026-11-23T11:00:00Z');
const cursor = encodeCursor({ segment: 'booked', after: { date: '2026-10-01', id: 'abc' } });
const base64url = (value: string) => Buffer.from(value).toString('base64url');

describe('parseTransactionQuery checks the whole query, cursor and period included, before anything is counted (D15)', () => {
  it.each([
    ['bookingStatus=booked&cursor=garbage', [400, 'FORMAT_ERROR', 'cursor']],
    [`bookingStatus=booked&cursor=${base64url('{"s":"later"}')}`, [400, 'FORMAT_ERROR', 'cursor']],
    [`bookingStatus=booked&cursor=${base64url('{"s":"booked","d":"2026-10-01"}')}`, [400, 'FORMAT_ERROR', 'cursor']],
    [`bookingStatus=booked&cursor=${'a'.repeat(401)}`, [400, 'FORMAT_ERROR', 'cursor']],
    ['bookingStatus=booked&dateFrom=2026-11-10&dateTo=2026-11-01', [400, 'PERIOD_INVALID', 'dateFrom']],
    ['bookingStatus=booked&dateFrom=2026-02-30', [400, 'FORMAT_ERROR', 'dateFrom']],
    ['bookingStatus=booked&dateFrom=0000-01-01', [400, 'FORMAT_ERROR', 'dateFrom']],
    ['bookingStatus=booked&dateTo=2027-02-29', [400, 'FORMAT_ERROR', 'dateTo']],
    ['bookingStatus=booked&dateFrom=9999-12-31', [400, 'PERIOD_INVALID', 'dateFrom']],
    ['bookingStatus=booked&dateTo=9999-12-31', [400, 'PERIOD_INVALID', 'dateTo']],
    ['bookingStatus=booked&dateFrom=2026-01-01&dateTo=2027-11-24', [400, 'PERIOD_INVALID', 'dateTo']],
    ['bookingStatus=booked&dateFrom=2027-11-24&dateTo=2027-11-25', [400, 'PERIOD_INVALID', 'dateFrom']],
    ['bookingStatus=booked&dateTo=yesterday', [400, 'FORMAT_ERROR', 'dateTo']],
    ['bookingStatus=information', [400, 'FORMAT_ERROR', 'bookingStatus']],
    ['limit=10', [400, 'FORMAT_ERROR', 'bookingStatus']],
    ['bookingStatus=booked&limit=0', [400, 'FORMAT_ERROR', 'limit']],
    ['bookingStatus=booked&limit=1001', [400, 'FORMAT_ERROR', 'limit']],
    ['bookingStatus=booked&withBalance=yes', [400, 'FORMAT_ERROR', 'withBalance']],
    ['bookingStatus=booked&foo=bar', [400, 'FORMAT_ERROR', 'foo']],
    ['bookingStatus=booked&bookingStatus=pending', [400, 'FORMAT_ERROR', 'bookingStatus']],
    // A bad parameter is named before the period and the cursor are looked at.
    ['bookingStatus=booked&dateFrom=2026-11-10&dateTo=2026-11-01&limit=0', [400, 'FORMAT_ERROR', 'limit']],
    ['bookingStatus=booked&dateFrom=2026-11-10&dateTo=2026-11-01&cursor=garbage', [400, 'PERIOD_INVALID', 'dateFrom']],
  ] as const)('%s → %j', (value, expected) => {
    expect(refusalOf(() => parseTransactionQuery(query(value), now))).toEqual(expected);
  });

  it('gives the cursor decoded and the defaults filled in', () => {
    expect(
      parseTransactionQuery(
        query(`bookingStatus=both&dateFrom=2026-01-01&dateTo=2026-01-01&withBalance=true&cursor=${cursor}`),
        now,
      ),
    ).toEqual({
      bookingStatus: 'both',
      dateFrom: '2026-01-01',
      dateTo: '2026-01-01',
      limit: 100,
      withBalance: true,
      cursor: { segment: 'booked', after: { date: '2026-10-01', id: 'abc' } },
    });
    expect(parseTransactionQuery(query('bookingStatus=pending&limit=5'), now)).toEqual({
      bookingStatus: 'pending',
      limit: 5,
    });
  });

  it('takes a period up to a year ahead, the last day, a leap day and the first year included', () => {
    expect(
      parseTransactionQuery(query('bookingStatus=booked&dateFrom=0001-01-01&dateTo=2027-11-23'), now),
    ).toMatchObject({ dateFrom: '0001-01-01', dateTo: '2027-11-23' });
    expect(parseTransactionQuery(query('bookingStatus=booked&dateFrom=2024-02-29'), now)).toMatchObject({
      dateFrom: '2024-02-29',
    });
  });

  it('names the latest date in a refusal of a period too far ahead', () => {
    expect(() => parseTransactionQuery(query('bookingStatus=booked&dateTo=9999-12-31'), now)).toThrow(
      expect.objectContaining({
        code: 'PERIOD_INVALID',
        text: 'dateTo 9999-12-31 is more than a year ahead; no entry is dated after 2027-11-23.',
      }),
    );
  });
});

describe('parseWithBalance and parseEmptyQuery', () => {
  it.each([
    ['', 'accepted'],
    ['withBalance=true', 'accepted'],
    ['withBalance=yes', [400, 'FORMAT_ERROR', 'withBalance']],
    ['withBalance=true&foo=bar', [400, 'FORMAT_ERROR', 'foo']],
  ] as const)('parseWithBalance(%j) → %j', (value, expected) => {
    expect(refusalOf(() => parseWithBalance(query(value)))).toEqual(expected);
  });

  it('reads withBalance as a boolean', () => {
    expect([
      parseWithBalance(query('withBalance=true')),
      parseWithBalance(query('withBalance=false')),
      parseWithBalance(query('')),
    ]).toEqual([true, false, false]);
  });

  it.each([
    ['', 'accepted'],
    ['foo=bar', [400, 'FORMAT_ERROR', 'foo']],
    ['withBalance=true', [400, 'FORMAT_ERROR', 'withBalance']],
  ] as const)('parseEmptyQuery(%j) → %j', (value, expected) => {
    expect(refusalOf(() => parseEmptyQuery(query(value)))).toEqual(expected);
  });
});
