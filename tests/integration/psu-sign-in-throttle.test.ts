import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { db } from '@/lib/db';
import { portalCsrfToken } from '@/lib/portal/session/portal-csrf';
import { psuIdFor } from '@/lib/psu/psu-pseudonym';
import { signInCounterKeys } from '@/lib/psu/sign-in-counter-keys';
import { initializedTpp, scaRedirectOf, type NamedTpp } from '@/e2e/fixtures/sandbox-tpp';
import { browserAt, type AddressedResponse, type BrowserAtAddress } from './support/browser-at-address';
import { signedInDeveloper } from './support/portal-developer';
import { newCustomerNumber } from './support/sandbox-tpp';

// D19: refused PSU sign-ins are throttled per national identity number (5 in 15 minutes) and per client network
// address (20 in an hour), on "My consents" and at SCA alike, in the database so that every instance counts as one.
const kari = '13039319955';
const ola = '12085592767';
let tpp: NamedTpp;
/** D17: in the sandbox "My consents" signs in within the world of the portal session's TPP: a developer of `tpp`'s. */
let portalCookie: string;

beforeAll(async () => {
  tpp = await initializedTpp(inject('baseUrl'));
  portalCookie = (await signedInDeveloper({ linkedTo: tpp.organizationIdentifier })).cookie;
});

afterAll(async () => {
  await db.$disconnect();
});

/** The sign-in form's post, with the portal session's CSRF token the page puts in it (D17). */
function signInMyConsents(browser: BrowserAtAddress, nationalIdentityNumber: string, headers: Record<string, string> = {}) {
  const cookie = headers.cookie ?? portalCookie;
  return browser.post('/my-consents/actions/sign-in', { nationalIdentityNumber, csrfToken: portalCsrfToken(cookie.split('=')[1] ?? '') }, { ...headers, cookie });
}

/** Where a 429 page's meta refresh leads. */
const refreshTarget = (response: AddressedResponse) => (/<meta http-equiv="refresh" content="0;url=([^"]+)">/.exec(response.html)?.[1] ?? '').replaceAll('&amp;', '&');

/** The error alert of a PSU page, as text. */
const alertText = (html: string) => /id="sign-in-error"[^>]*>(.*?)<\/div><\/div>|id="sign-in-error"[^>]*>(.*?)<\/p>/s.exec(html)?.slice(1).find(Boolean)?.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

/** Moves every failure counted under `key` back in time, as if that much time had passed. */
async function age(key: string, minutes: number): Promise<void> {
  await db.$executeRaw`UPDATE "RateLimitCounter" SET "windowStart" = "windowStart" - ${`${minutes} minutes`}::interval WHERE "key" = ${key}`;
}

describe('"My consents" sign-in, per client (D19)', () => {
  it('refuses the 21st attempt after 20 refused ones with 429 and Retry-After, even with the right number; a sign-in in between resets nothing', async () => {
    const browser = browserAt();
    for (let attempt = 1; attempt <= 19; attempt++) {
      expect((await signInMyConsents(browser, newCustomerNumber())).headers.location).toBe('/my-consents?error=unknown');
    }
    const signedIn = await signInMyConsents(browser, ola);
    expect([signedIn.status, signedIn.headers.location]).toEqual([303, '/my-consents']);
    expect((await signInMyConsents(browser, newCustomerNumber())).headers.location).toBe('/my-consents?error=unknown');

    const refused = await signInMyConsents(browser, ola);
    expect(refused.status).toBe(429);
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60 * 60);
    expect(refused.html).toContain('Too many failed sign-ins. For your security, sign-in is paused: try again in 60 minutes.');
    const { clientKey } = signInCounterKeys({ clientAddress: browser.address, customerNumber: null, sandboxWorld: null });
    expect(await db.rateLimitCounter.count({ where: { key: clientKey } })).toBe(20);

    // The page the 429 moves on to states the wait above the form (this browser is signed in, so another one looks).
    const target = refreshTarget(refused);
    expect(target).toMatch(/^\/my-consents\?error=throttled&until=\d+$/);
    const page = await browserAt(browser.address).get(target);
    expect(page.status).toBe(200);
    expect(alertText(page.html)).toBe('Try again later Too many failed sign-ins. For your security, sign-in is paused: try again in 60 minutes.');
  });

  it('reads the client from the socket only: X-Forwarded-For and a forged internal header change nothing', async () => {
    const browser = browserAt();
    for (let attempt = 1; attempt <= 20; attempt++) await signInMyConsents(browser, newCustomerNumber());
    const forged = { 'x-internal-client-address': '203.0.113.9', 'x-forwarded-for': '203.0.113.10' };
    expect((await signInMyConsents(browser, ola, forged)).status).toBe(429);
    // Another client, and the number itself, are not throttled.
    expect((await signInMyConsents(browserAt(), ola)).headers.location).toBe('/my-consents');
  });

  it('lets the client in again once its failures are an hour old', async () => {
    const browser = browserAt();
    for (let attempt = 1; attempt <= 20; attempt++) await signInMyConsents(browser, newCustomerNumber());
    expect((await signInMyConsents(browser, ola)).status).toBe(429);
    const { clientKey } = signInCounterKeys({ clientAddress: browser.address, customerNumber: null, sandboxWorld: null });
    await age(clientKey, 59);
    expect((await signInMyConsents(browser, ola)).status).toBe(429);
    await age(clientKey, 1);
    expect((await signInMyConsents(browser, ola)).headers.location).toBe('/my-consents');
  });

  it('does not count a malformed number, which checks nothing', async () => {
    const browser = browserAt();
    for (let attempt = 1; attempt <= 25; attempt++) expect((await signInMyConsents(browser, '123')).headers.location).toMatch(/error=format/);
    expect((await signInMyConsents(browser, ola)).headers.location).toBe('/my-consents');
  });

  it('checks at most 20 of many sign-ins fired at once', async () => {
    const browser = browserAt();
    const statuses = await Promise.all(Array.from({ length: 26 }, () => signInMyConsents(browser, newCustomerNumber()).then((response) => response.status)));
    expect(statuses.filter((status) => status === 303)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);
  });
});

describe('SCA sign-in, per number (D19)', () => {
  /** Opens a new SCA link from `browser` and lands on the sign-in page. */
  async function startSca(browser: BrowserAtAddress, headers: Record<string, string> = {}): Promise<string> {
    const created = await tpp.client.request('POST', '/v1/bank-offered-consents', { headers: { 'TPP-Redirect-URI': 'https://tpp.example/cb', 'PSU-Context': 'PRIVATE', ...headers } });
    const { consentId } = created.body as { consentId: string };
    const signInPage = (await browser.get(new URL(scaRedirectOf(created)).pathname)).headers.location ?? '';
    expect(signInPage).toMatch(/^\/sca\/sign-in\?sca=[\w-]{22}$/);
    expect((await browser.get(signInPage)).status).toBe(200);
    return consentId;
  }
  /** Each sign-in comes after the seconds in which the same number again would be a double click's repeat (D29). */
  const signInForSca = async (browser: BrowserAtAddress, nationalIdentityNumber: string) => {
    await db.authorisation.updateMany({ where: { tpp: { organizationIdentifier: tpp.organizationIdentifier }, triedNumberAt: { not: null } }, data: { triedNumberAt: new Date(Date.now() - 11_000) } });
    return browser.post('/sca/actions/sign-in', { nationalIdentityNumber });
  };
  const flowOf = (consentId: string) => db.authorisation.findFirstOrThrow({ where: { consentId }, select: { scaStatus: true, failedAttempts: true } });

  it('locks a number after 5 refusals, across SCA processes, clients and "My consents", without using up an SCA attempt; the lock ends after 15 minutes', async () => {
    const customer = await db.customer.findFirstOrThrow({ where: { customerNumber: kari, tpp: { organizationIdentifier: tpp.organizationIdentifier } }, select: { id: true, tppId: true } });
    const forKari = { 'PSU-ID': await psuIdFor({ tppId: customer.tppId, customerId: customer.id }), 'PSU-Accept-Language': 'nb' };

    // The TPP asked about Kari, so Ola's number is refused: three times in one process, twice in another.
    const first = browserAt();
    await startSca(first, forKari);
    for (let attempt = 1; attempt <= 2; attempt++) expect((await signInForSca(first, ola)).headers.location).toMatch(/^\/sca\/sign-in\?error=other-psu&typed=/);
    expect((await signInForSca(first, ola)).headers.location).toMatch(/^\/sca\/return\?sca=[\w-]{22}$/);
    const second = browserAt();
    const secondConsentId = await startSca(second, forKari);
    for (let attempt = 1; attempt <= 2; attempt++) expect((await signInForSca(second, ola)).headers.location).toMatch(/^\/sca\/sign-in\?error=other-psu&typed=/);

    const refused = await signInForSca(second, ola);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(refused.html).toContain('For mange mislykkede innlogginger. Av sikkerhetshensyn er innloggingen stengt en stund: prøv igjen om 15 minutter.');
    expect(await flowOf(secondConsentId)).toEqual({ scaStatus: 'RECEIVED', failedAttempts: 2 });
    const page = await second.get(refreshTarget(refused));
    expect(alertText(page.html)).toBe('Prøv igjen senere For mange mislykkede innlogginger. Av sikkerhetshensyn er innloggingen stengt en stund: prøv igjen om 15 minutter.');

    // Ola's own sign-in, from a client with no failures, is refused unchecked: on the SCA page and on "My consents".
    const third = browserAt();
    const thirdConsentId = await startSca(third);
    expect((await signInForSca(third, ola)).status).toBe(429);
    expect(await flowOf(thirdConsentId)).toEqual({ scaStatus: 'RECEIVED', failedAttempts: 0 });
    expect((await signInMyConsents(browserAt(), ola)).status).toBe(429);
    // Other numbers are not locked.
    expect((await signInMyConsents(browserAt(), kari)).headers.location).toBe('/my-consents');

    const { numberKey } = signInCounterKeys({ clientAddress: third.address, customerNumber: ola, sandboxWorld: tpp.organizationIdentifier });
    await age(numberKey ?? '', 15);
    expect((await signInForSca(third, ola)).headers.location).toMatch(/^\/sca\/consent\?sca=[\w-]{22}$/);
  });

  it('keeps the sandbox worlds apart: another TPP\'s customer with the same number is not locked (D4)', async () => {
    const browser = browserAt();
    for (let attempt = 1; attempt <= 5; attempt++) await signInMyConsents(browser, '18129215603');
    expect((await signInMyConsents(browser, '18129215603')).status).toBe(429);
    const other = await initializedTpp(inject('baseUrl'));
    const { cookie } = await signedInDeveloper({ linkedTo: other.organizationIdentifier });
    const elsewhere = await signInMyConsents(browserAt(), '18129215603', { cookie });
    expect(elsewhere.headers.location).toBe('/my-consents?error=unknown');
  });
});
