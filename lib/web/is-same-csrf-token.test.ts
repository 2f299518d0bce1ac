import { describe, expect, it } from 'vitest';
import { isSameCsrfToken } from './is-same-csrf-token';

describe('isSameCsrfToken', () => {
  it.each([
    ['the same token', 'kT2x-9Qa', true],
    ['another token of the same length', 'kT2x-9Qb', false],
    ['a prefix of the token', 'kT2x', false],
    ['the token with more after it', 'kT2x-9Qa-', false],
    ['an empty string', '', false],
    ['a missing field', null, false],
    ['a file posted in its place', new Blob(['kT2x-9Qa']), false],
  ])('%s: %s', (_name, given, expected) => {
    expect(isSameCsrfToken('kT2x-9Qa', given)).toBe(expected);
  });
});
