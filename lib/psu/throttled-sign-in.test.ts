import { describe, expect, it } from 'vitest';
import { throttledSignIn } from './throttled-sign-in';

const now = new Date('2026-03-01T12:00:00Z');

describe('throttledSignIn (D19)', () => {
  it('answers 429 with Retry-After and a page that states the wait and moves on to the sign-in page', async () => {
    const response = throttledSignIn({ page: '/sca/sign-in', retryAt: new Date(now.getTime() + 14 * 60_000 + 30_500), now, language: 'en' });
    expect(response.status).toBe(429);
    expect(Object.fromEntries(response.headers)).toMatchObject({ 'retry-after': '871', 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    const html = await response.text();
    expect(html).toContain('<meta http-equiv="refresh" content="0;url=/sca/sign-in?error=throttled&amp;until=1772367270">');
    expect(html).toContain('<p id="sign-in-error">Too many failed sign-ins. For your security, sign-in is paused: try again in 15 minutes.</p>');
  });

  it('speaks Norwegian bokmål, keeps the query it is given, and escapes it', async () => {
    const response = throttledSignIn({ page: '/sca/sign-in', query: { typed: '"><script>' }, retryAt: new Date(now.getTime() + 20_000), now, language: 'nb' });
    expect(response.headers.get('retry-after')).toBe('20');
    const html = await response.text();
    expect(html).toContain('<html lang="nb">');
    expect(html).toContain('prøv igjen om 1 minutt.');
    expect(html).toContain('href="/sca/sign-in?typed=%22%3E%3Cscript%3E&amp;error=throttled&amp;until=1772366420"');
    expect(html).not.toContain('<script');
  });

  it('never answers Retry-After: 0', () => {
    expect(throttledSignIn({ page: '/sca/sign-in', retryAt: now, now, language: 'en' }).headers.get('retry-after')).toBe('1');
  });
});
