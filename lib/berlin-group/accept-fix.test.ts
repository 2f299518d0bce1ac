import { describe, expect, it } from 'vitest';
import { acceptFixes, parseAcceptFix } from './accept-fix';

const all = acceptFixes.map((fix) => fix.value);
const amount = 'amount-as-string';
const card = 'cardaccount-switch-originalamount-and-transactionamount';
const names = 'longer-names';
const cash = 'cash-account-type-iso';

describe('acceptFixes', () => {
  it('holds the four rows of the spec table', () => {
    expect(acceptFixes.map(({ value, introduced, defaultFrom }) => [value, introduced, defaultFrom])).toEqual([
      [amount, '2019-11', '2020-08-01'],
      [card, '2020-05', '2024-11-13'],
      [names, '2020-06', '2024-10-01'],
      [cash, '2023-06', '2024-11-13'],
    ]);
  });
});

describe('parseAcceptFix', () => {
  it.each([
    ['today: every fix is a default', null, '2026-03-01T12:00:00Z', all],
    ['today with the header the spec requires', 'amount-as-string', '2026-03-01T12:00:00Z', all],
    ['today with unknown values', 'future-fix, ,,', '2026-03-01T12:00:00Z', all],
    ['before any default, no header', null, '2020-01-01T12:00:00Z', []],
    ['before any default, one requested', 'longer-names', '2020-01-01T12:00:00Z', [names]],
    ['before any default, spaces and case', ' Amount-As-String ,CASH-ACCOUNT-TYPE-ISO', '2020-01-01T12:00:00Z', [amount, cash]],
    ['before any default, unknown ignored', 'amount-as-string,no-such-fix', '2020-01-01T12:00:00Z', [amount]],
    ['empty header', '', '2020-01-01T12:00:00Z', []],
    ['day before longer-names became default', null, '2024-09-30T12:00:00Z', [amount]],
    ['longer-names default from midnight in Oslo', null, '2024-09-30T22:00:00Z', [amount, names]],
    ['an hour earlier it is still September in Oslo', null, '2024-09-30T21:59:59Z', [amount]],
    ['between longer-names and 13 November', 'cash-account-type-iso', '2024-11-12T12:00:00Z', [amount, names, cash]],
    ['from 13 November 2024', null, '2024-11-13T12:00:00Z', all],
  ])('%s', (_label, header, now, expected) => {
    expect([...parseAcceptFix(header, new Date(now))].sort()).toEqual([...expected].sort());
  });
});
