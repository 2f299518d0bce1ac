import { describe, expect, it } from 'vitest';
import { AmountError, type AmountErrorReason } from './amount-error';
import { formatAmount, minorUnitsFromInt32, parseAmount } from './amount';

function reasonOf(action: () => unknown): AmountErrorReason | 'no error' {
  try {
    action();
    return 'no error';
  } catch (error) {
    if (error instanceof AmountError) return error.reason;
    throw error;
  }
}

describe('formatAmount', () => {
  it.each([
    [12345n, 'NOK', '123.45'],
    [200n, 'EUR', '2.00'],
    [5n, 'EUR', '0.05'],
    [0n, 'NOK', '0.00'],
    [-150n, 'EUR', '-1.50'],
    [-5n, 'EUR', '-0.05'],
    [1000n, 'JPY', '1000'],
    [-7n, 'ISK', '-7'],
    [1234567n, 'KWD', '1234.567'],
    [1n, 'CLF', '0.0001'],
    [999_999_999_999_999_999n, 'NOK', '9999999999999999.99'],
  ])('%s %s → %s', (minor, currency, expected) => {
    expect(formatAmount(minor, currency)).toBe(expected);
  });

  it.each(['XAU', 'XXX', 'ABC'])('refuses %s, which has no minor unit', (currency) => {
    expect(reasonOf(() => formatAmount(1n, currency))).toBe('UNSUPPORTED_CURRENCY');
  });
});

describe('parseAmount', () => {
  it.each([
    ['2', 'EUR', 200n],
    ['2.5', 'EUR', 250n],
    ['2.50', 'EUR', 250n],
    ['0.01', 'NOK', 1n],
    ['0', 'NOK', 0n],
    ['007.50', 'NOK', 750n],
    ['000000000000000000001.00', 'NOK', 100n],
    ['123.45', 'NOK', 12345n],
    ['1000', 'JPY', 1000n],
    ['1.234', 'KWD', 1234n],
    ['9999999999999999.99', 'NOK', 999_999_999_999_999_999n],
    [2.5, 'EUR', 250n],
    [2, 'EUR', 200n],
    [0.1, 'NOK', 10n],
    [123456789012.34, 'NOK', 12345678901234n],
    [-0, 'NOK', 0n],
  ])('%j %s → %s', (input, currency, expected) => {
    expect(parseAmount(input, currency)).toBe(expected);
  });

  it.each([
    ['-1.50', -150n],
    ['-0.01', -1n],
    [-2.5, -250n],
  ])('%j with allowNegative → %s', (input, expected) => {
    expect(parseAmount(input, 'EUR', { allowNegative: true })).toBe(expected);
  });

  it.each<[unknown, string, AmountErrorReason]>([
    ['2.505', 'EUR', 'TOO_MANY_DECIMALS'],
    ['2.500', 'EUR', 'TOO_MANY_DECIMALS'],
    ['1.5', 'JPY', 'TOO_MANY_DECIMALS'],
    ['1.2345', 'KWD', 'TOO_MANY_DECIMALS'],
    [0.1 + 0.2, 'EUR', 'TOO_MANY_DECIMALS'],
    ['-1.50', 'EUR', 'NEGATIVE_NOT_ALLOWED'],
    ['-0', 'EUR', 'NEGATIVE_NOT_ALLOWED'],
    [-2.5, 'EUR', 'NEGATIVE_NOT_ALLOWED'],
    ['+1.50', 'EUR', 'INVALID_FORMAT'],
    ['1e3', 'EUR', 'INVALID_FORMAT'],
    ['2.5E2', 'EUR', 'INVALID_FORMAT'],
    [1e21, 'EUR', 'TOO_MANY_DIGITS'],
    [1e-7, 'EUR', 'TOO_MANY_DECIMALS'],
    [5e-324, 'AED', 'TOO_MANY_DECIMALS'],
    [-1.5e-10, 'EUR', 'NEGATIVE_NOT_ALLOWED'],
    ['1,50', 'EUR', 'INVALID_FORMAT'],
    [' 1.50', 'EUR', 'INVALID_FORMAT'],
    ['1.50 ', 'EUR', 'INVALID_FORMAT'],
    ['.5', 'EUR', 'INVALID_FORMAT'],
    ['5.', 'EUR', 'INVALID_FORMAT'],
    ['', 'EUR', 'INVALID_FORMAT'],
    ['NaN', 'EUR', 'INVALID_FORMAT'],
    ['Infinity', 'EUR', 'INVALID_FORMAT'],
    [Number.NaN, 'EUR', 'INVALID_FORMAT'],
    [Number.POSITIVE_INFINITY, 'EUR', 'INVALID_FORMAT'],
    ['0x10', 'EUR', 'INVALID_FORMAT'],
    ['١٢', 'EUR', 'INVALID_FORMAT'],
    [null, 'EUR', 'INVALID_FORMAT'],
    [true, 'EUR', 'INVALID_FORMAT'],
    [{ amount: '1' }, 'EUR', 'INVALID_FORMAT'],
    ['10000000000000000', 'EUR', 'TOO_MANY_DIGITS'],
    ['1000000000000000000', 'JPY', 'TOO_MANY_DIGITS'],
    ['99999999999999999999', 'NOK', 'TOO_MANY_DIGITS'],
    [1234567890123.456, 'KWD', 'TOO_MANY_DIGITS'],
    [Number('9007199254740993'), 'JPY', 'TOO_MANY_DIGITS'],
    ['1', 'XAU', 'UNSUPPORTED_CURRENCY'],
    ['1', 'eur', 'UNSUPPORTED_CURRENCY'],
  ])('%j %s → %s', (input, currency, reason) => {
    expect(reasonOf(() => parseAmount(input, currency))).toBe(reason);
  });

  it('refuses a very long digit string quickly', () => {
    expect(reasonOf(() => parseAmount('9'.repeat(1_000_000), 'NOK'))).toBe('TOO_MANY_DIGITS');
  });

  it('carries the field path and a text fit for tppMessages', () => {
    const action = () => parseAmount('2.505', 'EUR', { path: 'payments[1].instructedAmount.amount' });
    expect(action).toThrow(AmountError);
    expect(action).toThrow(
      expect.objectContaining({
        path: 'payments[1].instructedAmount.amount',
        message: 'payments[1].instructedAmount.amount has more than 2 decimals for EUR',
      }),
    );
  });

  it('round-trips with formatAmount', () => {
    for (const text of ['0.00', '0.01', '1.00', '123.45', '-987654.32', '9999999999999999.99']) {
      expect(formatAmount(parseAmount(text, 'NOK', { allowNegative: true }), 'NOK')).toBe(text);
    }
  });
});

describe('minorUnitsFromInt32', () => {
  it.each([
    [12345, 12345n],
    [0, 0n],
    [-500, -500n],
    [2_147_483_647, 2_147_483_647n],
    [-2_147_483_648, -2_147_483_648n],
  ])('%s → %s', (amount, expected) => {
    expect(minorUnitsFromInt32(amount)).toBe(expected);
  });

  it.each([2_147_483_648, -2_147_483_649, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s', (amount) => {
    expect(reasonOf(() => minorUnitsFromInt32(amount))).toBe('OUT_OF_RANGE');
  });

  it('names the field', () => {
    expect(() => minorUnitsFromInt32(2 ** 40, 'creditLimit.amount')).toThrow(
      expect.objectContaining({ path: 'creditLimit.amount' }),
    );
  });
});
