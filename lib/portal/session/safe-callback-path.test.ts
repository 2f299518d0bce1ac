import { describe, expect, it } from 'vitest';
import { safeCallbackPath } from './safe-callback-path';

describe('safeCallbackPath (D27: only the portal itself, or "My consents", after sign-in)', () => {
  it.each(['/portal', '/portal/certificates', '/portal/organisation?note=saved', '/portal#top', '/my-consents', '/my-consents/revoke?consent=x'])('keeps %j', (path) => {
    expect(safeCallbackPath(path)).toBe(path);
  });

  it.each([
    'https://evil.example/portal', '//evil.example/portal', '/portal//evil.example', '/\\evil.example', '/portal\\..\\x', '/portalx', '/sca/ended', '/my-consentsx', '//my-consents', '/my-consents//evil.example', 'https://evil.example/my-consents',
    '/portal/\u0000', '/portal /x', '', null, undefined, `/portal/${'a'.repeat(600)}`,
  ])('replaces %j with the dashboard', (path) => {
    expect(safeCallbackPath(path)).toBe('/portal');
  });
});
