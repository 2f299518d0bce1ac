import { describe, expect, it } from 'vitest';
import { hasSameValues } from './import-counts';

describe('hasSameValues (D32: re-importing the same row writes nothing)', () => {
  it.each([
    ['a BigInt amount and the same parsed amount', { amount: 12_550n }, { amount: 12_550n }, true],
    [
      'a stored date and the same day',
      { bookingDate: new Date('2026-11-20T00:00:00Z') },
      { bookingDate: new Date('2026-11-20T00:00:00.000Z') },
      true,
    ],
    ['a null column and an absent optional field written as null', { name: null }, { name: null }, true],
    ['roles in the same order', { roles: ['OWNER', 'VIEW'] }, { roles: ['OWNER', 'VIEW'] }, true],
    ['columns the export does not set', { id: 'x', createdAt: new Date(), amount: 1n }, { amount: 1n }, true],
    ['a changed balance', { amount: 12_550n }, { amount: 12_551n }, false],
    [
      'another day',
      { bookingDate: new Date('2026-11-20T00:00:00Z') },
      { bookingDate: new Date('2026-11-21T00:00:00Z') },
      false,
    ],
    ['a value where there was none', { name: null }, { name: 'Brukskonto' }, false],
    ['a role more', { roles: ['OWNER'] }, { roles: ['OWNER', 'VIEW'] }, false],
  ])('%s: %s', (_name, existing, data, expected) => {
    expect(hasSameValues(existing, data)).toBe(expected);
  });
});
