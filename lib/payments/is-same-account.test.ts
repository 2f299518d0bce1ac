import { describe, expect, it } from 'vitest';
import { isSameAccount } from './is-same-account';

describe('isSameAccount', () => {
  it.each([
    [{ iban: 'NO9386011117947' }, { iban: 'NO9386011117947' }, true],
    [{ bban: '86011117947' }, { bban: '86011117947' }, true],
    [{ iban: 'NO9386011117947' }, { bban: '86011117947' }, true],
    [{ bban: '86011117947' }, { iban: 'NO9386011117947' }, true],
    [{ iban: 'NO9386011117947' }, { bban: '12345678903' }, false],
    [{ iban: 'DE89370400440532013000' }, { iban: 'NO9386011117947' }, false],
    [{}, {}, false],
  ])('%j and %j: %s', (left, right, same) => {
    expect(isSameAccount(left, right)).toBe(same);
  });
});
