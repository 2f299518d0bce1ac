import { describe, expect, it } from 'vitest';
import { availableFunds } from './available-funds';

describe('availableFunds', () => {
  it('is the lower of closingBooked and expected', () => {
    expect(
      availableFunds([
        { balanceType: 'closingBooked', amount: 500n },
        { balanceType: 'expected', amount: 300n },
      ]),
    ).toBe(300n);
    expect(
      availableFunds([
        { balanceType: 'closingBooked', amount: 200n },
        { balanceType: 'expected', amount: 300n },
      ]),
    ).toBe(200n);
  });

  it('ignores other balance types', () => {
    expect(
      availableFunds([
        { balanceType: 'closingBooked', amount: 200n },
        { balanceType: 'openingBooked', amount: -5n },
      ]),
    ).toBe(200n);
  });

  it('is zero without balances', () => {
    expect(availableFunds([])).toBe(0n);
  });
});
