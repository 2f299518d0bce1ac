import { currencyDecimals } from '@/lib/validation/currency';
import { AmountError } from './amount-error';

// D7: amounts live as BigInt minor units (øre, cents); responses carry them as strings with the currency's decimals.

/** Options for reading a client amount. */
export type ParseAmountOptions = { allowNegative?: boolean; path?: string };

// At most 18 digits in minor units, so every amount fits a signed 64-bit column.
const maxMinorDigits = 18;
// A JSON number is a double: only 15 significant digits are guaranteed to be the ones the client wrote.
const maxNumberDigits = 15;
const plainDecimal = /^(-)?(\d+)(?:\.(\d+))?$/;
const int32Min = -(2 ** 31);
const int32Max = 2 ** 31 - 1;

/** Formats minor units as a Berlin Group amount string with exactly the currency's decimals: 12345n, NOK → "123.45". */
export function formatAmount(minor: bigint, currency: string): string {
  const decimals = requireDecimals(currency, '');
  const digits = (minor < 0n ? -minor : minor).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = decimals > 0 ? `.${digits.slice(digits.length - decimals)}` : '';
  return `${minor < 0n ? '-' : ''}${whole}${fraction}`;
}

/** Reads a client amount (JSON string or number: "2", "2.5", "2.50", 2.5) into minor units; throws AmountError. */
export function parseAmount(input: unknown, currency: string, options: ParseAmountOptions = {}): bigint {
  const { allowNegative = false, path = 'amount' } = options;
  const decimals = requireDecimals(currency, path);
  const text = typeof input === 'number' && Number.isFinite(input) ? plainDecimalText(input) : input;
  const match = typeof text === 'string' ? plainDecimal.exec(text) : null;
  if (!match) throw new AmountError('INVALID_FORMAT', path, `${path} must be a decimal number such as "123.45"`);
  const [, sign, whole = '', fraction = ''] = match;
  if (sign && !allowNegative) throw new AmountError('NEGATIVE_NOT_ALLOWED', path, `${path} must not be negative`);
  if (fraction.length > decimals) {
    throw new AmountError('TOO_MANY_DECIMALS', path, `${path} has more than ${decimals} decimals for ${currency}`);
  }
  const minorDigits = `${whole}${fraction.padEnd(decimals, '0')}`.replace(/^0+/, '');
  const significantDigits = `${whole}${fraction}`.replace(/^0+/, '').length;
  if (minorDigits.length > maxMinorDigits || (typeof input === 'number' && significantDigits > maxNumberDigits)) {
    throw new AmountError('TOO_MANY_DIGITS', path, `${path} has too many digits`);
  }
  const minor = BigInt(minorDigits || '0');
  return sign ? -minor : minor;
}

/** Validates a sandbox int32 amount field, which D7 defines as minor units (12345 is 123.45), and returns it as BigInt. */
export function minorUnitsFromInt32(amount: number, path = 'amount'): bigint {
  if (!Number.isInteger(amount) || amount < int32Min || amount > int32Max) {
    throw new AmountError('OUT_OF_RANGE', path, `${path} must be an integer from ${int32Min} to ${int32Max}`);
  }
  return BigInt(amount);
}

/** A JSON number is judged by its value, not by how JavaScript writes it: 1e-7 as "0.0000001", 1e21 in full digits. */
function plainDecimalText(value: number): string {
  const match = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(String(value));
  if (!match) return String(value);
  const [, sign = '', lead = '', rest = '', exponent = '0'] = match;
  const digits = `${lead}${rest}`;
  const pointAt = 1 + Number(exponent);
  if (pointAt <= 0) return `${sign}0.${'0'.repeat(-pointAt)}${digits}`;
  if (pointAt >= digits.length) return `${sign}${digits}${'0'.repeat(pointAt - digits.length)}`;
  return `${sign}${digits.slice(0, pointAt)}.${digits.slice(pointAt)}`;
}

function requireDecimals(currency: string, path: string): number {
  const decimals = currencyDecimals(currency);
  if (decimals === null) {
    throw new AmountError('UNSUPPORTED_CURRENCY', path, 'currency must be an ISO 4217 code with a minor unit');
  }
  return decimals;
}
