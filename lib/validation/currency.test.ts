import { describe, expect, it } from 'vitest';
import { currencyDecimals, isCurrencyCode } from './currency';

describe('isCurrencyCode', () => {
  it.each(['NOK', 'EUR', 'SEK', 'DKK', 'USD', 'GBP', 'JPY', 'KWD', 'CLF', 'XCG', 'ZWG', 'XXX', 'XAU'])(
    'accepts %s',
    (code) => {
      expect(isCurrencyCode(code)).toBe(true);
    },
  );

  it.each([
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
  ])('rejects %j (%s)', (value, _reason) => {
    expect(isCurrencyCode(value)).toBe(false);
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
