import { describe, expect, it } from 'vitest';
import { safeCallbackPath, withCallbackPath } from '@/lib/portal/session/safe-callback-path';

describe('safeCallbackPath (D27: only the portal itself, or "My consents", after sign-in)', () => {
  it.each([
    '/portal',
    '/portal/certificates',
    '/portal/organisation?note=saved',
    '/portal#top',
    '/my-consents',
    '/my-consents/revoke?consent=x',
  ])('keeps %j', (path) => {
    expect(safeCallbackPath(path)).toBe(path);
  });

  it.each([
    'https://evil.example/portal',
    '//evil.example/portal',
    '/portal//evil.example',
    '/\\evil.example',
    '/portal\\..\\x',
    '/portalx',
    '/sca/ended',
    '/my-consentsx',
    '//my-consents',
    '/my-consents//evil.example',
    'https://evil.example/my-consents',
    '/portal/\u0000',
    '/portal /x',
    '',
    null,
    undefined,
    `/portal/${'a'.repeat(600)}`,
  ])('replaces %j with the dashboard', (path) => {
    expect(safeCallbackPath(path)).toBe('/portal');
  });
});

describe('withCallbackPath (D27: the way back through sign-up and the verification mail)', () => {
  it.each([
    ['/portal/sign-up', '/my-consents', '/portal/sign-up?callbackUrl=%2Fmy-consents'],
    ['/portal/sign-up?mailed=1', '/my-consents', '/portal/sign-up?mailed=1&callbackUrl=%2Fmy-consents'],
    ['/portal/sign-up', '/portal', '/portal/sign-up'],
    ['/portal/sign-up', '', '/portal/sign-up'],
    ['/portal/sign-up', 'https://evil.example/my-consents', '/portal/sign-up'],
    ['/portal/sign-up', '//evil.example', '/portal/sign-up'],
  ])('%s with %s is %s', (path, callbackPath, expected) => {
    expect(withCallbackPath(path, callbackPath)).toBe(expected);
  });
});
