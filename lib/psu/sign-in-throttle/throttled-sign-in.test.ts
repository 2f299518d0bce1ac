import { describe, expect, it } from 'vitest';
import { throttledSignIn } from './throttled-sign-in';

const now = new Date('2026-03-01T12:00:00Z');
const address = '203.0.113.7';

describe('throttledSignIn (D19)', () => {
  it('answers a locked number 429 with Retry-After and a page that blames the number and moves on to the sign-in page', async () => {
    const response = throttledSignIn({
      page: '/sca/sign-in',
      retryAt: new Date(now.getTime() + 14 * 60_000 + 30_500),
      now,
      language: 'en',
      reason: 'number',
      clientAddress: address,
    });
    expect(response.status).toBe(429);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'retry-after': '871',
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
    });
    const html = await response.text();
    expect(html).toContain(
      '<meta http-equiv="refresh" content="0;url=/sca/sign-in?error=throttled&amp;until=1772367270">',
    );
    expect(html).toContain(
      '<p id="sign-in-error">Too many failed sign-ins with this number. For your security, sign-in with it is paused: try again in 15 minutes.</p>',
    );
    expect(html).not.toContain(address);
  });

  it.each<['en' | 'nb', number, string]>([
    [
      'en',
      8_000,
      'Many sign-ins from your network address 203.0.113.7 have failed, perhaps other people&#39;s on the same network. For your security, sign-ins from this address are slowed down: try again in 8 seconds.',
    ],
    ['en', 150_000, 'try again in 3 minutes.'],
    [
      'nb',
      8_000,
      'Mange innlogginger fra nettverksadressen din 203.0.113.7 har mislyktes, kanskje andres på samme nettverk. Av sikkerhetshensyn går innlogginger fra denne adressen saktere: prøv igjen om 8 sekunder.',
    ],
    ['nb', 60_000, 'prøv igjen om 1 minutt.'],
  ])(
    'answers a slowed address (%s, %i ms) with a page that names the address and its wait, not the number',
    async (language, wait, text) => {
      const response = throttledSignIn({
        page: '/my-consents',
        retryAt: new Date(now.getTime() + wait),
        now,
        language,
        reason: 'address',
        clientAddress: address,
      });
      expect([response.status, response.headers.get('retry-after')]).toEqual([429, String(wait / 1000)]);
      const html = await response.text();
      expect(html).toContain(`content="0;url=/my-consents?error=slowed&amp;until=${(now.getTime() + wait) / 1000}"`);
      expect(html).toContain(text);
    },
  );

  it('speaks Norwegian bokmål, keeps the query it is given, and escapes it', async () => {
    const response = throttledSignIn({
      page: '/sca/sign-in',
      query: { typed: '"><script>' },
      retryAt: new Date(now.getTime() + 20_000),
      now,
      language: 'nb',
      reason: 'number',
      clientAddress: address,
    });
    expect(response.headers.get('retry-after')).toBe('20');
    const html = await response.text();
    expect(html).toContain('<html lang="nb">');
    expect(html).toContain('prøv igjen om 1 minutt.');
    expect(html).toContain('href="/sca/sign-in?typed=%22%3E%3Cscript%3E&amp;error=throttled&amp;until=1772366420"');
    expect(html).not.toContain('<script');
  });

  it('escapes the address it names', async () => {
    const html = await throttledSignIn({
      page: '/my-consents',
      retryAt: new Date(now.getTime() + 9_000),
      now,
      language: 'en',
      reason: 'address',
      clientAddress: '<b>',
    }).text();
    expect(html).toContain('address &lt;b&gt; have failed');
  });

  it('never answers Retry-After: 0', () => {
    expect(
      throttledSignIn({
        page: '/sca/sign-in',
        retryAt: now,
        now,
        language: 'en',
        reason: 'number',
        clientAddress: address,
      }).headers.get('retry-after'),
    ).toBe('1');
  });
});
