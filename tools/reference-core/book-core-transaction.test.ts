import { describe, expect, it } from 'vitest';
import { bookCoreTransaction } from './book-core-transaction';
import { CoreRefusal } from './core-refusal';
import type { CoreHolding } from './reference-core-data';
import { setCoreBalance } from './set-core-balance';

const key = { iban: 'NO5615031122330' };
const holding = (): CoreHolding => ({
  row: { iban: key.iban, currency: 'NOK', status: 'enabled' },
  owner: '13039319955',
  currency: 'NOK',
  balances: [
    { balanceType: 'closingBooked', amount: '100.00' },
    { balanceType: 'expected', amount: '90.00' },
  ],
  transactions: [],
});
const amounts = (held: CoreHolding) => held.balances.map((balance) => `${balance.balanceType} ${balance.amount}`);

describe('bookCoreTransaction', () => {
  it('moves expected only for a pending entry, and both balances once it is booked under the same reference', () => {
    const held = holding();
    bookCoreTransaction(held, key, { entryReference: 'E1', bookingStatus: 'pending', amount: '-25.5' });
    expect(amounts(held)).toEqual(['closingBooked 100.00', 'expected 64.50']);
    bookCoreTransaction(held, key, {
      entryReference: 'E1',
      bookingStatus: 'booked',
      bookingDate: '2026-11-27',
      amount: '-30.00',
    });
    expect(amounts(held)).toEqual(['closingBooked 70.00', 'expected 60.00']);
    expect(held.transactions).toEqual([
      { entryReference: 'E1', bookingStatus: 'booked', bookingDate: '2026-11-27', amount: '-30.00' },
    ]);
  });

  it.each([
    [{ entryReference: 'E2', bookingStatus: 'booked', amount: '1.00' }, /bookingDate/],
    [{ entryReference: 'E2', bookingStatus: 'pending', amount: '1.001' }, /decimals/],
    [{ entryReference: 'E2', bookingStatus: 'pending', amount: '1.00', cardAccountNumber: 'C-1' }, /exactly one/],
    [{ entryReference: 'E 2', bookingStatus: 'pending', amount: '1.00' }, /entryReference/],
  ])('refuses %o with 400 and changes nothing', (row, reason) => {
    const held = holding();
    expect(() => bookCoreTransaction(held, key, row)).toThrow(reason);
    expect(() => bookCoreTransaction(held, key, row)).toThrow(CoreRefusal);
    expect(held).toEqual(holding());
  });
});

describe('setCoreBalance', () => {
  it('replaces a balance by its type and refuses one an account does not have', () => {
    const held = holding();
    setCoreBalance(held, key, { balanceType: 'expected', amount: '5.00', referenceDate: '2026-11-27' });
    expect(held.balances[1]).toEqual({ balanceType: 'expected', amount: '5.00', referenceDate: '2026-11-27' });
    expect(() => setCoreBalance(held, key, { balanceType: 'interimBooked', amount: '1.00' })).toThrow(/card accounts/);
  });
});
