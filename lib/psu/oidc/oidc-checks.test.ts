import { describe, expect, it } from 'vitest';
import { isExpectedState, newOidcSecret, oidcChecks } from './oidc-checks';

describe('oidcChecks (D32)', () => {
  const secret = newOidcSecret();

  it('derives the same state, nonce and PKCE verifier from the same secret and binding, and three different values', () => {
    const checks = oidcChecks(secret, 'sca', 'authorisation-1');
    expect(oidcChecks(secret, 'sca', 'authorisation-1')).toEqual(checks);
    expect(new Set(Object.values(checks)).size).toBe(3);
    // RFC 7636: a verifier of 43 to 128 unreserved characters.
    expect(checks.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it.each([
    ['another secret', () => oidcChecks(newOidcSecret(), 'sca', 'authorisation-1')],
    ['another SCA process', () => oidcChecks(secret, 'sca', 'authorisation-2')],
    ['another purpose', () => oidcChecks(secret, 'my-consents', 'authorisation-1')],
  ])('gives a different state for %s', (_name, other) => {
    expect(other().state).not.toBe(oidcChecks(secret, 'sca', 'authorisation-1').state);
  });

  it('compares the returned state exactly', () => {
    const { state } = oidcChecks(secret, 'sca', 'a');
    expect(isExpectedState(state, state)).toBe(true);
    expect(isExpectedState(state, `${state}x`)).toBe(false);
    expect(isExpectedState(state, state.toUpperCase())).toBe(false);
    expect(isExpectedState(state, undefined)).toBe(false);
  });
});
