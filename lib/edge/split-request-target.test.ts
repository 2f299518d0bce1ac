import { describe, expect, it } from 'vitest';
import { splitRequestTarget } from './split-request-target';

describe('splitRequestTarget', () => {
  it.each([
    ['/v1/accounts', { path: '/v1/accounts', query: '' }],
    ['/v1/sandbox/customers?', { path: '/v1/sandbox/customers', query: '?' }],
    ['/v1/x?a=1?b', { path: '/v1/x', query: '?a=1?b' }],
    ['http://localhost:3000/v1/x?a=1', { path: '/v1/x', query: '?a=1' }],
    ['HTTPS://bank.example', { path: '/', query: '' }],
    ['http://bank.example?a', { path: '/', query: '?a' }],
    ['*', null],
    ['localhost:443', null],
    ['?a=1', null],
    ['', null],
  ])('%s → %j', (target, expected) => {
    expect(splitRequestTarget(target)).toEqual(expected);
  });
});
