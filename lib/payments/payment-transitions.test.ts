import { describe, expect, it } from 'vitest';
import { canMovePaymentStatus, isFinalPaymentStatus } from './payment-transitions';

describe('payment status machine', () => {
  it.each([
    ['RCVD', 'PDNG', true],
    ['RCVD', 'CANC', true],
    ['RCVD', 'ACSC', true],
    ['PATC', 'PDNG', true],
    ['PDNG', 'ACSC', true],
    ['PDNG', 'ACCP', true],
    ['ACCP', 'ACCP', true],
    ['ACCP', 'RJCT', true],
    ['ACWP', 'PDNG', true],
    ['PDNG', 'CANC', false],
    ['PDNG', 'RCVD', false],
    ['ACSC', 'RJCT', false],
    ['RJCT', 'PDNG', false],
    ['CANC', 'RCVD', false],
  ] as const)('%s → %s is %s', (from, to, allowed) => {
    expect(canMovePaymentStatus(from, to)).toBe(allowed);
  });

  it.each(['ACSC', 'ACCC', 'RJCT', 'CANC'] as const)('%s is final', (status) => {
    expect(isFinalPaymentStatus(status)).toBe(true);
  });

  it.each(['RCVD', 'PDNG', 'ACCP', 'PATC'] as const)('%s is not final', (status) => {
    expect(isFinalPaymentStatus(status)).toBe(false);
  });
});
