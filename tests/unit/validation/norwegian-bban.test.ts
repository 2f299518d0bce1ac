import { describe, expect, it } from 'vitest';
import {
  bbanFromNorwegianIban,
  isValidNorwegianBban,
  makeNorwegianBban,
  norwegianIbanFromBban,
} from '@/lib/validation/norwegian-bban';
import { itAcceptsAndRejects } from '@/tests/support/it-accepts-and-rejects';

// 8601 111794 7: weighted sum 147, remainder 4, check digit 7 (the IBAN registry's Norwegian example).
describe('isValidNorwegianBban', () => {
  itAcceptsAndRejects({
    isValid: isValidNorwegianBban,
    accepts: ['86011117947', '12345678903', '00000000000'],
    rejects: [
      ['86011117948', 'wrong check digit'],
      ['8601111794', 'ten digits'],
      ['860111179470', 'twelve digits'],
      ['8601.11.17947', 'dotted paper format'],
      ['8601 11 17947', 'spaces'],
      ['NO9386011117947', 'an IBAN'],
      ['1234567891A', 'a letter'],
      [86011117947, 'a number'],
      [undefined, 'undefined'],
    ],
  });
});

describe('makeNorwegianBban', () => {
  it.each([
    ['8601111794', '86011117947'],
    ['1234567890', '12345678903'],
    ['0000000000', '00000000000'],
    ['1000000000', '10000000006'],
    ['2000000000', '20000000001'],
    ['0000020000', null], // weighted sum 12, remainder 1: no check digit exists
  ])('%s → %s', (prefix, expected) => {
    expect(makeNorwegianBban(prefix)).toBe(expected);
  });

  it.each(['123456789', '12345678901', 'abcdefghij', ''])('returns null for the malformed prefix %j', (prefix) => {
    expect(makeNorwegianBban(prefix)).toBeNull();
  });

  it('generates valid BBANs for about ten prefixes in eleven', () => {
    const generated = Array.from({ length: 1100 }, (_, n) => makeNorwegianBban(String(1_200_000_000 + n * 7919)));
    const bbans = generated.filter((bban) => bban !== null);
    expect(bbans.every(isValidNorwegianBban)).toBe(true);
    expect(bbans.length).toBeGreaterThan(950);
    expect(bbans.length).toBeLessThan(1100);
  });
});

describe('norwegianIbanFromBban / bbanFromNorwegianIban', () => {
  it.each([
    ['86011117947', 'NO9386011117947'],
    ['12345678903', 'NO7112345678903'],
  ])('%s ↔ %s', (bban, iban) => {
    expect(norwegianIbanFromBban(bban)).toBe(iban);
    expect(bbanFromNorwegianIban(iban)).toBe(bban);
  });

  it.each(['86011117948', '8601111794', ''])('no IBAN for the invalid BBAN %j', (bban) => {
    expect(norwegianIbanFromBban(bban)).toBeNull();
  });

  it.each([
    ['NO9486011117947', 'wrong IBAN check digits'],
    ['DE89370400440532013000', 'not Norwegian'],
    ['no9386011117947', 'lower case'],
  ])('no BBAN from %s (%s)', (iban, _reason) => {
    expect(bbanFromNorwegianIban(iban)).toBeNull();
  });
});
