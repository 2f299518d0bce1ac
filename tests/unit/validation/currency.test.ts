import { describe, expect, it } from 'vitest';
import { currencyDecimals, isCurrencyCode } from '@/lib/validation/currency';
import { itAcceptsAndRejects } from '@/tests/support/it-accepts-and-rejects';

describe('isCurrencyCode', () => {
  itAcceptsAndRejects({
    isValid: isCurrencyCode,
    accepts: ['NOK', 'EUR', 'SEK', 'DKK', 'USD', 'GBP', 'JPY', 'KWD', 'CLF', 'XCG', 'ZWG', 'XXX', 'XAU'],
    rejects: [
      ['nok', 'lower case'],
      ['NOKK', 'four letters'],
      ['NO', 'two letters'],
      ['HRK', 'withdrawn in 2023'],
      ['ANG', 'replaced by XCG'],
      ['ZWL', 'replaced by ZWG'],
      ['ABC', 'never assigned'],
      ['toString', 'an Object.prototype member'],
      ['constructor', 'an Object.prototype member'],
      [578, 'the numeric code'],
      [null, 'null'],
    ],
  });
});

describe('currencyDecimals', () => {
  it.each([
    ['NOK', 2],
    ['EUR', 2],
    ['JPY', 0],
    ['ISK', 0],
    ['KWD', 3],
    ['BHD', 3],
    ['CLF', 4],
    ['UYW', 4],
    ['XAU', null],
    ['XXX', null],
    ['ABC', null],
    ['hasOwnProperty', null],
  ])('%s → %s', (code, expected) => {
    expect(currencyDecimals(code)).toBe(expected);
  });
});
