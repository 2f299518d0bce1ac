import { describe, expect, it } from 'vitest';
import { isMetricsAccessAllowed } from './is-metrics-access-allowed';

const token = 'a'.repeat(40);

describe('isMetricsAccessAllowed', () => {
  it.each([
    ['sandbox without a token: open', { authorization: null, token: undefined, isProduction: false }, true],
    [
      'production without a token: closed',
      { authorization: `Bearer ${token}`, token: undefined, isProduction: true },
      false,
    ],
    ['the right bearer token', { authorization: `Bearer ${token}`, token, isProduction: true }, true],
    ['the scheme in any case', { authorization: `bearer ${token}`, token, isProduction: true }, true],
    ['no Authorization header', { authorization: null, token, isProduction: true }, false],
    ['a wrong token', { authorization: `Bearer ${'b'.repeat(40)}`, token, isProduction: true }, false],
    ['a prefix of the token', { authorization: `Bearer ${token.slice(0, 39)}`, token, isProduction: true }, false],
    ['another scheme', { authorization: `Basic ${token}`, token, isProduction: true }, false],
    ['a token set in the sandbox is asked for too', { authorization: null, token, isProduction: false }, false],
  ])('%s', (_name, input, expected) => {
    expect(isMetricsAccessAllowed(input)).toBe(expected);
  });
});
