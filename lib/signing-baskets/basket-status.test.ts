import { describe, expect, it } from 'vitest';
import { basketStatus } from '@/lib/signing-baskets/basket-status';

describe('basketStatus (D25: the worst case of the payments)', () => {
  it.each([
    [['PDNG', 'RCVD', 'ACSC'], 'RCVD'],
    [['PDNG', 'ACCC'], 'ACTC'],
    [['ACSC', 'ACCC'], 'ACSC'],
    [['PDNG', 'PATC'], 'PATC'],
    [['RCVD', 'CANC'], 'CANC'],
    [['CANC', 'ACCP'], 'RJCT'],
    [['ACSC', 'RJCT', 'CANC'], 'RJCT'],
    [[], 'CANC'],
  ] as const)('%j → %s', (statuses, expected) => {
    expect(basketStatus(statuses)).toBe(expected);
  });
});
