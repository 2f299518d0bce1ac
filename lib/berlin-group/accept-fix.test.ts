import { describe, expect, it } from 'vitest';
import { acceptFixes, parseAcceptFix } from './accept-fix';

const amount = 'amount-as-string';
const card = 'cardaccount-switch-originalamount-and-transactionamount';
const names = 'longer-names';
const cash = 'cash-account-type-iso';
const upperCase = 'sca-status-upper-case';
const all = [amount, card, names, cash];

describe('acceptFixes', () => {
  it('holds the four rows of the spec table and the opt-in of D20, which has no default date', () => {
    expect(acceptFixes.map(({ value, introduced, defaultFrom }) => [value, introduced, defaultFrom])).toEqual([
      [amount, '2019-11', '2020-08-01'],
      [card, '2020-05', '2024-11-13'],
      [names, '2020-06', '2024-10-01'],
      [cash, '2023-06', '2024-11-13'],
      [upperCase, '2026-11', undefined],
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
    [
      'before any default, spaces and case',
      ' Amount-As-String ,CASH-ACCOUNT-TYPE-ISO',
      '2020-01-01T12:00:00Z',
      [amount, cash],
    ],
    ['before any default, unknown ignored', 'amount-as-string,no-such-fix', '2020-01-01T12:00:00Z', [amount]],
    ['empty header', '', '2020-01-01T12:00:00Z', []],
    ['day before longer-names became default', null, '2024-09-30T12:00:00Z', [amount]],
    ['longer-names default from midnight in Oslo', null, '2024-09-30T22:00:00Z', [amount, names]],
    ['an hour earlier it is still September in Oslo', null, '2024-09-30T21:59:59Z', [amount]],
    ['between longer-names and 13 November', 'cash-account-type-iso', '2024-11-12T12:00:00Z', [amount, names, cash]],
    ['from 13 November 2024', null, '2024-11-13T12:00:00Z', all],
    [
      'D20: the upper-case scaStatus only when asked for',
      'amount-as-string, sca-status-upper-case',
      '2026-03-01T12:00:00Z',
      [...all, upperCase],
    ],
    [
      'D20: asked for in any case, among unknown values',
      'no-such-fix,SCA-Status-Upper-Case',
      '2026-03-01T12:00:00Z',
      [...all, upperCase],
    ],
    ['D20: never a default, however late', null, '2100-01-01T12:00:00Z', all],
  ])('%s', (_label, header, now, expected) => {
    expect([...parseAcceptFix(header, new Date(now))].sort()).toEqual([...expected].sort());
  });
});
