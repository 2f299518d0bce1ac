import { describe, expect, it } from 'vitest';
import { canMovePaymentStatus, enteredPaymentStatuses, isFinalPaymentStatus } from './payment-transitions';

describe('payment status machine', () => {
  it.each([
    ['RCVD', 'PDNG', true],
    ['RCVD', 'PATC', true],
    ['RCVD', 'CANC', true],
    ['RCVD', 'ACSC', true],
    ['PATC', 'PDNG', true],
    ['PDNG', 'ACSC', true],
    ['PDNG', 'ACCP', true],
    ['PDNG', 'ACWP', true],
    ['ACWP', 'PDNG', true],
    // D23: an approval never leaves an intermediate status, and a core's ACTC or ACSP never moves a payment (D32).
    ['RCVD', 'ACTC', false],
    ['PATC', 'ACTC', false],
    ['PDNG', 'ACTC', false],
    ['PDNG', 'ACSP', false],
    ['PDNG', 'ACWC', false],
    ['PDNG', 'PART', false],
    // D24: ACCP is a rejection for lack of funds, final.
    ['ACCP', 'ACCP', false],
    ['ACCP', 'ACSC', false],
    ['ACCP', 'RJCT', false],
    ['ACCP', 'ACWP', false],
    ['PDNG', 'CANC', false],
    ['PDNG', 'RCVD', false],
    ['ACSC', 'RJCT', false],
    ['RJCT', 'PDNG', false],
    ['CANC', 'RCVD', false],
  ] as const)('%s → %s is %s', (from, to, allowed) => {
    expect(canMovePaymentStatus(from, to)).toBe(allowed);
  });

  it.each(['ACSC', 'ACCC', 'ACCP', 'RJCT', 'CANC'] as const)('%s is final', (status) => {
    expect(isFinalPaymentStatus(status)).toBe(true);
  });

  it.each(['RCVD', 'PDNG', 'PATC', 'ACWP'] as const)('%s is not final', (status) => {
    expect(isFinalPaymentStatus(status)).toBe(false);
  });

  it('enters exactly the statuses the lifecycle names (D23, D24)', () => {
    expect([...enteredPaymentStatuses].sort()).toEqual(
      ['ACCC', 'ACCP', 'ACSC', 'ACWP', 'CANC', 'PATC', 'PDNG', 'RCVD', 'RJCT'].sort(),
    );
  });
});
