import { describe, expect, it } from 'vitest';
import { readRequestTarget } from './read-request-target';

const url = new URL('http://localhost/v1/sandbox/customers?withAccounts=true');

describe('readRequestTarget', () => {
  it.each([
    ['/v1/sandbox/customers?', '/v1/sandbox/customers?'],
    ['/v1/sandbox/customers?withAccounts=%74rue', '/v1/sandbox/customers?withAccounts=%74rue'],
    ['http://localhost:3000/v1/sandbox/customers?withAccounts=%74rue', '/v1/sandbox/customers?withAccounts=%74rue'],
    ['http://localhost:3000?x', '/?x'],
  ])('the target as sent: %s → %s', (raw, expected) => {
    expect(readRequestTarget(new Headers({ 'x-internal-raw-target': raw }), url)).toBe(expected);
  });

  it("falls back to the URL's path and query without the header (the wrapper called in-process)", () => {
    expect(readRequestTarget(new Headers(), url)).toBe('/v1/sandbox/customers?withAccounts=true');
  });
});
