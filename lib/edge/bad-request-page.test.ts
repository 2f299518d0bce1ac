import { describe, expect, it } from 'vitest';
import { badRequestPage } from './bad-request-page';
import { psuPageHeaders } from '@/lib/web/security-headers';

describe('badRequestPage', () => {
  it('speaks English by default, in the bank look, with the PSU pages security headers', async () => {
    const response = badRequestPage({ status: 400, acceptLanguage: undefined });
    const html = await response.text();
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-language')).toBe('en');
    for (const [name, value] of Object.entries(psuPageHeaders({ isHttps: false })))
      expect(response.headers.get(name)).toBe(value);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>This address does not work</h1>');
    expect(html).not.toContain('<script');
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`<style nonce="${nonce}">`);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it.each([
    ['nb-NO,nb;q=0.9,en;q=0.5', 'nb', 'Denne adressen virker ikke'],
    ['no', 'nb', 'Denne adressen virker ikke'],
    ['en-GB,nb;q=0.5', 'en', 'This address does not work'],
    ['de', 'en', 'This address does not work'],
  ])('Accept-Language %s → %s', async (acceptLanguage, language, heading) => {
    const response = badRequestPage({ status: 431, acceptLanguage });
    expect(response.status).toBe(431);
    expect(response.headers.get('content-language')).toBe(language);
    expect(await response.text()).toContain(`<h1>${heading}</h1>`);
  });

  it('a fresh nonce per page, and Allow when a method was refused', () => {
    const first = badRequestPage({ status: 405, acceptLanguage: undefined, allow: 'GET, HEAD' });
    const second = badRequestPage({ status: 400, acceptLanguage: undefined });
    expect(first.headers.get('allow')).toBe('GET, HEAD');
    expect(second.headers.get('allow')).toBeNull();
    expect(first.headers.get('content-security-policy')).not.toBe(second.headers.get('content-security-policy'));
  });
});
