import { describe, expect, it } from 'vitest';
import { isSameCsrfToken } from './is-same-csrf-token';
import { maskCsrfToken } from './masked-csrf-token';

const token = 'kT2x-9Qa';
const masked = maskCsrfToken(token);

/** The masked value with one bit of its byte at `index` flipped, spelled canonically again. */
function flipped(index: number): string {
  const bytes = Buffer.from(masked, 'base64url');
  bytes[index] = (bytes[index] ?? 0) ^ 1;
  return bytes.toString('base64url');
}

describe('isSameCsrfToken', () => {
  it.each([
    ['the same token', token, true],
    ['the token masked', masked, true],
    ['the token masked anew', maskCsrfToken(token), true],
    ['another token of the same length', 'kT2x-9Qb', false],
    ['another token masked', maskCsrfToken('kT2x-9Qb'), false],
    ['a masked token with a bit of its mask flipped', flipped(0), false],
    ['a masked token with a bit of its masked token flipped', flipped(token.length), false],
    ['a masked token without its last character', masked.slice(0, -1), false],
    ['a masked token with more after it', `${masked}A`, false],
    ['a masked token spelled in base64', Buffer.from(masked, 'base64url').toString('base64'), false],
    ['a prefix of the token', 'kT2x', false],
    ['the token with more after it', 'kT2x-9Qa-', false],
    ['an empty string', '', false],
    ['a missing field', null, false],
    ['a number', 42, false],
    ['a file posted in its place', new Blob(['kT2x-9Qa']), false],
  ])('%s', (_name, given, expected) => {
    expect(isSameCsrfToken('kT2x-9Qa', given)).toBe(expected);
  });
});
