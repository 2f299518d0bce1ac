import { describe, expect, it } from 'vitest';
import { maskCsrfToken } from '@/lib/web/masked-csrf-token';
import { isValidPortalCsrfToken, portalCsrfToken } from './portal-csrf';

describe('portal CSRF token (D27: bound to the session cookie)', () => {
  it('accepts the token of the same session only', () => {
    const token = portalCsrfToken('session-a');
    expect(isValidPortalCsrfToken('session-a', token)).toBe(true);
    expect(isValidPortalCsrfToken('session-b', token)).toBe(false);
    expect(token).not.toContain('session-a');
  });

  it('accepts the token masked as the pages render it, a fresh mask each time, of the same session only', () => {
    const first = maskCsrfToken(portalCsrfToken('session-a'));
    const second = maskCsrfToken(portalCsrfToken('session-a'));
    expect(first).not.toBe(second);
    expect(isValidPortalCsrfToken('session-a', first)).toBe(true);
    expect(isValidPortalCsrfToken('session-a', second)).toBe(true);
    expect(isValidPortalCsrfToken('session-b', first)).toBe(false);
    expect(isValidPortalCsrfToken('session-a', maskCsrfToken(portalCsrfToken('session-b')))).toBe(false);
  });

  const masked = maskCsrfToken(portalCsrfToken('session-a'));
  it.each([undefined, null, '', 'short', 42, masked.slice(1), `${masked}A`, `${masked.slice(0, -2)}==`])(
    'refuses %j',
    (given) => {
      expect(isValidPortalCsrfToken('session-a', given)).toBe(false);
    },
  );
});
