import { describe, expect, it } from 'vitest';
import { isValidPortalCsrfToken, portalCsrfToken } from './portal-csrf';

describe('portal CSRF token (D27: bound to the session cookie)', () => {
  it('accepts the token of the same session only', () => {
    const token = portalCsrfToken('session-a');
    expect(isValidPortalCsrfToken('session-a', token)).toBe(true);
    expect(isValidPortalCsrfToken('session-b', token)).toBe(false);
    expect(token).not.toContain('session-a');
  });

  it.each([undefined, null, '', 'short', 42])('refuses %j', (given) => {
    expect(isValidPortalCsrfToken('session-a', given)).toBe(false);
  });
});
