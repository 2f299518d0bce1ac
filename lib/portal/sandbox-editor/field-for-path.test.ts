import { describe, expect, it } from 'vitest';
import { fieldForPath } from './field-for-path';

// The engagement form of the sandbox editor: two inputs for the one `account` object of the body.
const engagement = [
  { name: 'customer' },
  { name: 'account', path: 'account.iban' },
  { name: 'maskedPan', path: 'account.maskedPan' },
  { name: 'roles' },
];
const account = [{ name: 'currency' }, { name: 'balances' }, { name: 'iban' }];

describe('fieldForPath', () => {
  it.each([
    [engagement, 'account.maskedPan', 'maskedPan'],
    [engagement, 'account.iban', 'account'],
    [engagement, 'roles[0]', 'roles'],
    [engagement, 'customer', 'customer'],
    [engagement, 'account', undefined],
    [account, 'balances[0].balanceAmount.amount', 'balances'],
    [account, 'iban', 'iban'],
    [account, 'ibanx', undefined],
    [account, undefined, undefined],
  ])('%#: %s names %s', (fields, path, expected) => {
    expect(fieldForPath(fields, path)?.name).toBe(expected);
  });
});
