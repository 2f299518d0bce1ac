import { describe, expect, it } from 'vitest';
import { normaliseNationalIdentityNumber } from './national-identity-number';

describe('normaliseNationalIdentityNumber', () => {
  it.each([
    ['13039319955', '13039319955'],
    ['130393 19955', '13039319955'],
    [' 13.03.93 199 55 ', '13039319955'],
    ['1303931995', null],
    ['130393199550', null],
    ['1303931995a', null],
    ['', null],
    ['١٣٠٣٩٣١٩٩٥٥', null],
  ])('%j → %j', (input, expected) => {
    expect(normaliseNationalIdentityNumber(input)).toBe(expected);
  });
});
