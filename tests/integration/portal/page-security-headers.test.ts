import { describe, expect, inject, it } from 'vitest';
import { psuPageHeaders } from '@/lib/web/security-headers';

// D17: every page, the team pages and the not-found page of any path included, carries the pages' security headers and
// a Content-Security-Policy with a fresh nonce; the API and the operations endpoints are left to their own headers.

const baseUrl = inject('baseUrl');
const pageHeaders = Object.entries(psuPageHeaders({ isHttps: false }));
const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];

describe("the pages' security headers", () => {
  it.each(['/status', '/support', '/changelog', '/no-such-page', '/portal/no-such-page', '/sca/no-such-page'])(
    '%s carries them, with a nonce of its own',
    async (path) => {
      const [first, second] = await Promise.all([fetch(`${baseUrl}${path}`), fetch(`${baseUrl}${path}`)]);
      for (const [name, value] of pageHeaders) {
        // Next.js writes its own no-store list on a not-found page.
        if (name === 'Cache-Control') expect(first.headers.get(name)).toContain('no-store');
        else expect(first.headers.get(name), name).toBe(value);
      }
      const nonce = nonceOf(first.headers.get('content-security-policy'));
      expect(nonce).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
      expect(nonceOf(second.headers.get('content-security-policy'))).not.toBe(nonce);
    },
  );

  it.each(['/healthz', '/openapi.json'])('%s is left to its own headers', async (path) => {
    const answer = await fetch(`${baseUrl}${path}`);
    expect(answer.headers.get('content-security-policy')).toBeNull();
  });
});
