import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TransactionStatus } from '@/lib/generated/prisma/enums';
import { paymentTransitions } from '@/lib/payments/payment-transitions';
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

  // Each step picks a payment and one of the moves paymentTransitions allows it (a final payment does not move).
  const walk = fc.record({
    size: fc.integer({ min: 1, max: 4 }),
    steps: fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 30 }),
  });

  it('never moves from a rejection back to an accepted status, along any sequence of payment transitions', () => {
    fc.assert(
      fc.property(walk, ({ size, steps }) => {
        const payments: TransactionStatus[] = Array.from({ length: size }, () => 'RCVD');
        let reported = basketStatus(payments);
        for (const [which, choice] of steps) {
          const index = which % size;
          const moves = paymentTransitions[payments[index] ?? 'RCVD'];
          if (moves.length === 0) continue;
          payments[index] = moves[choice % moves.length] ?? 'RCVD';
          const next = basketStatus(payments);
          if (reported === 'RJCT') expect(next).toBe('RJCT');
          if (reported === 'CANC') expect(['RJCT', 'CANC']).toContain(next);
          reported = next;
        }
      }),
      { numRuns: 2_000 },
    );
  });
});
