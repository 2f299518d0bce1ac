import { describe, expect, it } from 'vitest';
import { isTrustedPortalChange } from './is-trusted-portal-change';
import { portalCsrfToken } from './portal-csrf';

describe('isTrustedPortalChange (D27: the one cross-site check of every portal change)', () => {
  const token = portalCsrfToken('session-a');

  it('accepts a same-origin change with the session’s token', () => {
    expect(isTrustedPortalChange(new Headers({ 'sec-fetch-site': 'same-origin' }), 'session-a', token)).toBe(true);
  });

  it.each([
    ['another site', { 'sec-fetch-site': 'cross-site' }, token],
    ['a sibling site', { 'sec-fetch-site': 'same-site' }, token],
    ['a foreign Origin', { origin: 'https://evil.example' }, token],
    ['no token', { 'sec-fetch-site': 'same-origin' }, null],
    ['another session’s token', { 'sec-fetch-site': 'same-origin' }, portalCsrfToken('session-b')],
  ])('refuses %s', (_name, headers, given) => {
    expect(isTrustedPortalChange(new Headers(headers), 'session-a', given)).toBe(false);
  });
});
