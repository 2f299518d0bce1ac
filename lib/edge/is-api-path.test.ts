import { describe, expect, it } from 'vitest';
import { isApiPath } from './is-api-path';

describe('isApiPath', () => {
  it.each([
    ['/v1', true],
    ['/v1/accounts', true],
    ['//v1//accounts', true],
    ['/v1\\accounts', true],
    ['/sca/../v1/accounts', true],
    ['/sca/%2E%2E/v1', true],
    ['/v1/../readyz', true],
    ['/', false],
    ['/v10/accounts', false],
    ['/v1%2faccounts', false],
    ['/sca/./v2', false],
    ['/../sca', false],
  ])('%s → %s', (path, expected) => {
    expect(isApiPath(path)).toBe(expected);
  });
});
