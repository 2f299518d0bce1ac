import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseInput } from './parse-input';
import { Xs2aError } from './xs2a-error';

const schema = z.strictObject({
  amount: z.int32(),
  currency: z.string(),
  balances: z.array(z.strictObject({ amount: z.int32() })).optional(),
});

function refusal(value: unknown): { code: string; path?: string; text?: string } {
  try {
    parseInput(schema, value);
  } catch (error) {
    if (error instanceof Xs2aError) return { code: error.code, path: error.path, text: error.text };
    throw error;
  }
  throw new Error('parseInput accepted the value');
}

describe('parseInput', () => {
  it.each([
    ['a missing field', { currency: 'NOK' }, 'amount', 'amount: is required.'],
    ['a missing body', undefined, undefined, 'is required.'],
    // A field that is there but of the wrong type is not "required": say what was expected (D7: minor units, a number).
    [
      'an amount as a string',
      { amount: '12.00', currency: 'NOK' },
      'amount',
      'amount: Invalid input: expected number, received string',
    ],
    [
      'an amount with decimals',
      { amount: 12.5, currency: 'NOK' },
      'amount',
      'amount: Invalid input: expected int, received number',
    ],
    [
      'a field that is null',
      { amount: 1, currency: null },
      'currency',
      'currency: Invalid input: expected string, received null',
    ],
    [
      'a nested field of the wrong type',
      { amount: 1, currency: 'NOK', balances: [{ amount: '1' }] },
      'balances[0].amount',
      'balances[0].amount: Invalid input: expected number, received string',
    ],
    ['an array for the body', [], undefined, 'Invalid input: expected object, received array'],
    ['an unknown field', { amount: 1, currency: 'NOK', extra: true }, 'extra', 'unknown field(s) extra: remove them.'],
  ])('refuses %s with 400 FORMAT_ERROR and a text that says what is wrong', (_case, value, path, text) => {
    expect(refusal(value)).toEqual({ code: 'FORMAT_ERROR', path, text });
  });

  it('returns the parsed value', () => {
    expect(parseInput(schema, { amount: 1, currency: 'NOK' })).toEqual({ amount: 1, currency: 'NOK' });
  });
});
