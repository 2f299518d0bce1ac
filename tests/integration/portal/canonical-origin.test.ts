import { afterAll, describe, expect, inject, it } from 'vitest';
import { db } from '@/lib/db';
import { browserAt } from '@/tests/integration/support/browser-at-address';
import { latestMailLinks, newDeveloperEmail } from '@/tests/integration/support/portal-account';
import { sendRaw } from '@/tests/integration/support/send-raw';

// D18: one canonical origin. The suite's instance is reached at 127.0.0.1 and that is its PUBLIC_URL; `localhost` on
// the same port is "another host", as 127.0.0.1 is for a developer whose PUBLIC_URL is localhost.
const origin = new URL(inject('baseUrl')).origin;
const otherHost = `localhost:${new URL(origin).port}`;

afterAll(async () => {
  await db.$disconnect();
});

describe('a page on another host than the public origin', () => {
  it('is sent to the same path and query on the public origin by 308, for GET and HEAD, before any sign-in', async () => {
    for (const [method, target] of [
      ['GET', '/portal/sign-in?callbackUrl=%2Fportal%2Fcertificates'],
      ['HEAD', '/'],
      ['GET', '/portal/outbox'],
      ['GET', '/my-consents'],
      ['GET', '/getting-started'],
    ] as const) {
      const answer = await sendRaw({ method, target, headers: { Host: otherHost } });
      expect([answer.status, answer.headers.get('location')], `${method} ${target}`).toEqual([
        308,
        `${origin}${target}`,
      ]);
      expect(answer.headers.get('set-cookie'), `${method} ${target}`).toBeNull();
    }
  });

  it('refuses a form post there with 421 and does nothing: no account is created', async () => {
    const email = newDeveloperEmail();
    const body = new URLSearchParams({ email, password: 'correct horse battery' }).toString();
    const answer = await sendRaw({
      method: 'POST',
      target: '/portal/actions/sign-up',
      headers: { Host: otherHost, 'Content-Type': 'application/x-www-form-urlencoded', Origin: `http://${otherHost}` },
      body,
    });
    expect(answer.status).toBe(421);
    expect(await db.developer.count({ where: { email } })).toBe(0);
  });

  it('is served as is on the public origin', async () => {
    const answer = await sendRaw({ method: 'GET', target: '/portal/sign-in', headers: { Host: new URL(origin).host } });
    expect(answer.status).toBe(200);
  });

  it('leaves the API and the SCA pages alone: a signed call is never redirected, an SCA link keeps its host', async () => {
    const api = await sendRaw({ method: 'GET', target: '/v1/accounts', headers: { Host: otherHost } });
    expect(api.status).not.toBe(308);
    expect(api.headers.get('content-type')).toMatch(/json/);
    const sca = await sendRaw({ method: 'GET', target: '/sca/not-a-link', headers: { Host: otherHost } });
    expect(sca.status).not.toBe(308);
  });
});

describe('mailed links', () => {
  it('point at the public origin, where the pages are', async () => {
    const email = newDeveloperEmail();
    const browser = browserAt();
    await browser.post('/portal/actions/sign-up', { email, password: 'correct horse battery' });
    const { links } = await latestMailLinks(email);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(new URL(link).origin).toBe(origin);
  });
});
