import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './safe-return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/sca/consent', '/sca/consent'],
    ['/my-consents?error=format', '/my-consents?error=format'],
    ['/sca/sign-in?error=format#top', '/sca/sign-in?error=format'],
    ['/', '/'],
  ])('keeps the same-site path %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/a\nb',
    '/\t/evil.example',
    'sca/consent',
    `/${'a'.repeat(2000)}`,
    // Dot segments that resolve to `//host`, which a browser would follow to another site.
    '/.//evil.example/phish',
    '/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example/x?y=1',
    '/a/..//evil.example',
    '/./%2e/.//evil.example',
  ])('sends %j home instead', (value) => {
    expect(safeReturnPath(value)).toBe('/');
  });
});
