import { describe, expect, it, vi } from 'vitest';

// An https site: next-auth sets only the __Secure- prefixed cookie (D27), so that is the only name to read.
vi.mock('@/lib/web/public-origin', () => ({ isHttpsSite: true, publicOrigin: 'https://developer.example' }));
vi.mock('@/lib/portal/session/read-portal-session', () => ({ readPortalSession: async () => null }));

const { portalSessionTokenFrom } = await import('./current-developer');

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
