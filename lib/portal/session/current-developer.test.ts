import { describe, expect, it, vi } from 'vitest';

// An https site: next-auth sets only the __Secure- prefixed cookie (D27), so that is the only name to read.
vi.mock('@/lib/web/public-origin', () => ({ isHttpsSite: true, publicOrigin: 'https://developer.example' }));
vi.mock('@/lib/portal/session/read-portal-session', () => ({
  readPortalSession: async (token: string | undefined) => (token === 'secure-token' ? { id: 'developer-a' } : null),
}));
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (name === '__Secure-next-auth.session-token' ? { value: 'secure-token' } : undefined),
  }),
}));

const { currentPortalSession, portalSessionTokenFrom } = await import('./current-developer');
const { isValidPortalCsrfToken } = await import('./portal-csrf');

const jar = (cookies: Record<string, string>) => (name: string) => cookies[name];

describe('portalSessionTokenFrom on an https site', () => {
  it('reads the __Secure- session cookie', () => {
    expect(portalSessionTokenFrom(jar({ '__Secure-next-auth.session-token': 'secure-token' }))).toBe('secure-token');
  });

  it('ignores the plain cookie name, which a page over http or a sibling domain could have set', () => {
    expect(portalSessionTokenFrom(jar({ 'next-auth.session-token': 'planted-token' }))).toBeUndefined();
    expect(
      portalSessionTokenFrom(
        jar({ 'next-auth.session-token': 'planted-token', '__Secure-next-auth.session-token': 'secure-token' }),
      ),
    ).toBe('secure-token');
  });
});

describe('currentPortalSession', () => {
  it('gives every page the CSRF token masked anew (D27: BREACH), each one of its own session only', async () => {
    const tokens = await Promise.all([1, 2, 3].map(async () => (await currentPortalSession())?.csrfToken ?? ''));
    expect(new Set(tokens).size).toBe(3);
    for (const token of tokens) {
      expect(isValidPortalCsrfToken('secure-token', token)).toBe(true);
      expect(isValidPortalCsrfToken('planted-token', token)).toBe(false);
    }
  });
});
