import { describe, expect, it } from 'vitest';
import { formatAccount, formatIban } from '@/lib/psu/format-account';

describe('formatAccount', () => {
  it('writes a Norwegian BBAN of 11 digits in the national form 4-2-5', () => {
    expect(formatAccount('86011117947')).toBe('8601 11 17947');
  });

  it('reads a BBAN already written with spaces or dots the same way', () => {
    expect(formatAccount('8601 11 17947')).toBe('8601 11 17947');
    expect(formatAccount('8601.11.17947')).toBe('8601 11 17947');
  });

  it('groups an IBAN in fours, the last group shorter', () => {
    expect(formatAccount('NO9386011117947')).toBe('NO93 8601 1117 947');
    expect(formatAccount('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });

  it('leaves a number of another form as stored', () => {
    expect(formatAccount('123456')).toBe('123456');
    expect(formatAccount('')).toBe('');
  });
});

describe('formatIban', () => {
  it('drops the spaces it is given before grouping', () => {
    expect(formatIban('NO93 86011117947')).toBe('NO93 8601 1117 947');
  });
});
