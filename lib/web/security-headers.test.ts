import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, psuPageHeaders } from './security-headers';

describe('PSU page security headers', () => {
  it('a strict, nonce-based policy that forbids framing and foreign content', () => {
    expect(contentSecurityPolicy({ nonce: 'abc', isHttps: false, isDev: false })).toBe(
      "default-src 'self'; script-src 'self' 'nonce-abc' 'strict-dynamic'; style-src 'self' 'nonce-abc'; img-src 'self'; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  it('lets a PSU page run no script at all, in development too', () => {
    expect(contentSecurityPolicy({ nonce: 'abc', isHttps: false, isDev: true, isScriptFree: true })).toBe(
      "default-src 'self'; script-src 'none'; style-src 'self' 'nonce-abc'; img-src 'self'; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  it('upgrades insecure requests over HTTPS and allows eval only in development', () => {
    const policy = contentSecurityPolicy({ nonce: 'n', isHttps: true, isDev: true });
    expect(policy).toContain("'strict-dynamic' 'unsafe-eval';");
    expect(policy.endsWith('; upgrade-insecure-requests')).toBe(true);
  });

  it("relaxes only styles and images for the API reference's renderer: its scripts keep the nonce", () => {
    expect(contentSecurityPolicy({ nonce: 'abc', isHttps: false, isDev: false, allowsRendererStyles: true })).toBe(
      "default-src 'self'; script-src 'self' 'nonce-abc' 'strict-dynamic'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  it.each([
    [false, undefined],
    [true, 'max-age=31536000; includeSubDomains'],
  ])('HTTPS %s → HSTS %s', (isHttps, hsts) => {
    const headers = psuPageHeaders({ isHttps });
    expect(headers).toMatchObject({
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': 'no-store',
    });
    expect(headers['Strict-Transport-Security']).toBe(hsts);
  });
});
