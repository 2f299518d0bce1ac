import { describe, expect, it } from 'vitest';
import { verifyRegisterCopy } from './verify-register-copy';

const limits = { minimumEntities: 100, maxShrinkShare: 0.1 };
const counts = (entityCount: number, authorisedCount: number) => ({ entityCount, authorisedCount });

describe('verifyRegisterCopy (D35)', () => {
  it.each([
    ['the first copy', counts(100, 90), null, null],
    ['too few entities for the register', counts(99, 99), null, /fewer than the minimum of 100/],
    ['a copy as large as the last', counts(1000, 900), counts(1000, 900), null],
    ['a copy 10% smaller', counts(900, 810), counts(1000, 900), null],
    ['a copy more than 10% smaller', counts(899, 899), counts(1000, 900), /899 TPP entities against 1000/],
    [
      'as many entities, but more than 10% fewer authorised',
      counts(1000, 800),
      counts(1000, 900),
      /800 authorised TPPs against 900/,
    ],
    ['a copy that grew', counts(5000, 4000), counts(1000, 900), null],
  ])('%s', (_, copy, lastGood, refusal) => {
    const result = verifyRegisterCopy(copy, lastGood, limits);
    if (refusal === null) expect(result).toBeNull();
    else expect(result).toMatch(refusal);
  });
});
