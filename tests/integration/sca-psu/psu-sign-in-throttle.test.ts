import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { db } from '@/lib/db';
import { portalCsrfToken } from '@/lib/portal/session/portal-csrf';
import { psuIdFor } from '@/lib/psu/psu-pseudonym';
import { signInCounterKeys } from '@/lib/psu/sign-in-throttle/sign-in-counter-keys';
import { clientSignInSlowdown } from '@/lib/psu/sign-in-throttle/sign-in-limits';
import { attemptDelayMilliseconds } from '@/lib/throttle/attempt-delay';
import { initializedTpp, scaRedirectOf, type NamedTpp } from '@/e2e/fixtures/sandbox-tpp';
import {
  browserAt,
  type AddressedResponse,
  type BrowserAtAddress,
} from '@/tests/integration/support/browser-at-address';
import { signedInDeveloper } from '@/tests/integration/support/portal-developer';
import { newCustomerNumber } from '@/tests/integration/support/sandbox-tpp';

// D19: refused PSU sign-ins lock a national identity number (5 in 15 minutes) and only slow down a client network
// address (past 10 in an hour, a growing delay), on "My consents" and at SCA alike, in the database so that every
// instance counts as one.
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
function signInMyConsents(
  browser: BrowserAtAddress,
  nationalIdentityNumber: string,
  headers: Record<string, string> = {},
) {
  const cookie = headers.cookie ?? portalCookie;
  return browser.post(
    '/my-consents/actions/sign-in',
    { nationalIdentityNumber, csrfToken: portalCsrfToken(cookie.split('=')[1] ?? '') },
    { ...headers, cookie },
  );
}

/** Where a 429 page's meta refresh leads. */
const refreshTarget = (response: AddressedResponse) =>
  (/<meta http-equiv="refresh" content="0;url=([^"]+)">/.exec(response.html)?.[1] ?? '').replaceAll('&amp;', '&');

/** The error alert of a PSU page, as text. */
const alertText = (html: string) =>
  /id="sign-in-error"[^>]*>(.*?)<\/div><\/div>|id="sign-in-error"[^>]*>(.*?)<\/p>/s
    .exec(html)
    ?.slice(1)
    .find(Boolean)
    ?.replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Moves every failure counted under `key` back in time, as if that much time had passed. */
async function age(key: string, minutes: number): Promise<void> {
  await db.$executeRaw`UPDATE "RateLimitCounter" SET "windowStart" = "windowStart" - ${`${minutes} minutes`}::interval WHERE "key" = ${key}`;
}

/** Moves the address's counted sign-ins back by `seconds`, as if the PSU had waited before the next attempt. */
async function waitAtAddress(address: string, seconds: number): Promise<void> {
  const { clientKey } = signInCounterKeys({ clientAddress: address, customerNumber: null, sandboxWorld: null });
  await db.$executeRaw`UPDATE "RateLimitCounter" SET "windowStart" = "windowStart" - ${`${seconds} seconds`}::interval WHERE "key" = ${clientKey}`;
}

/** The address's counted sign-ins, oldest first. */
async function addressRows(address: string): Promise<Date[]> {
  const { clientKey } = signInCounterKeys({ clientAddress: address, customerNumber: null, sandboxWorld: null });
  return (
    await db.rateLimitCounter.findMany({
      where: { key: clientKey },
      orderBy: { windowStart: 'asc' },
      select: { windowStart: true },
    })
  ).map((row) => row.windowStart);
}

/** `count` refused sign-ins with numbers no one has, each after the address's delay has passed (as a patient PSU would). */
async function refuseFrom(browser: BrowserAtAddress, count: number): Promise<void> {
  for (let attempt = 1; attempt <= count; attempt++) {
    await waitAtAddress(browser.address, 60);
    expect((await signInMyConsents(browser, newCustomerNumber())).headers.location).toBe('/my-consents?error=unknown');
  }
}

describe('"My consents" sign-in, per client address (D19: slowed down, never locked)', () => {
  it('signs in a number that has not failed after 25 refused numbers from its address, and keeps the address counted', async () => {
    const browser = browserAt();
    await refuseFrom(browser, 25);
    // No waiting here: the address's turn (4 s after the 25th failure) is within the 5 s the server holds an attempt.
    const signedIn = await signInMyConsents(browser, ola);
    expect([signedIn.status, signedIn.headers.location]).toEqual([303, '/my-consents']);
    expect(signedIn.headers['set-cookie']?.join()).toContain('my-consents');
    // The sign-in gave back its own turn, and cleared none of the address's failures.
    expect(await addressRows(browser.address)).toHaveLength(25);
  });

  it("answers an address whose wait is longer than held with 429, naming the address and its many failures, not the customer's; the wait ends", async () => {
    const browser = browserAt();
    await refuseFrom(browser, 40);
    // The 41st comes at once: the address's turn is 32 s after its 40th failure.
    const slowed = await signInMyConsents(browser, ola);
    expect(slowed.status).toBe(429);
    expect(slowed.headers['set-cookie']).toBeUndefined();
    const retryAfter = Number(slowed.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(5);
    expect(retryAfter).toBeLessThanOrEqual(32);
    expect(slowed.html).toContain(
      `Many sign-ins from your network address ${browser.address} have failed, perhaps other people&#39;s on the same network.`,
    );
    expect(slowed.html).toMatch(/sign-ins from this address are slowed down: try again in \d+ seconds\./);
    expect(slowed.html).not.toContain('with this number');
    expect(await addressRows(browser.address)).toHaveLength(40);

    // The page the 429 moves on to states it again above the form.
    const target = refreshTarget(slowed);
    expect(target).toMatch(/^\/my-consents\?error=slowed&until=\d+$/);
    const page = await browserAt(browser.address).get(target);
    expect(page.status).toBe(200);
    const alert = alertText(page.html) ?? '';
    expect(alert).toContain(`Try again later Many sign-ins from your network address ${browser.address} have failed`);
    expect(alert).toMatch(/For your security, sign-ins from this address are slowed down: try again in \d+ seconds\.$/);

    // Once the wait has passed, the right number signs in from the same address.
    await waitAtAddress(browser.address, 60);
    expect((await signInMyConsents(browser, ola)).headers.location).toBe('/my-consents');
  });

  it('reads the client from the socket only: X-Forwarded-For and a forged internal header change nothing', async () => {
    const browser = browserAt();
    await refuseFrom(browser, 40);
    const forged = { 'x-internal-client-address': '203.0.113.9', 'x-forwarded-for': '203.0.113.10' };
    const slowed = await signInMyConsents(browser, ola, forged);
    expect(slowed.status).toBe(429);
    expect(slowed.html).toContain(`network address ${browser.address} have failed`);
    // Another client, and the number itself, are not slowed.
    expect((await signInMyConsents(browserAt(), ola)).headers.location).toBe('/my-consents');
  });

  it('does not count a malformed number, which checks nothing', async () => {
    const browser = browserAt();
    for (let attempt = 1; attempt <= 25; attempt++)
      expect((await signInMyConsents(browser, '123')).headers.location).toMatch(/error=format/);
    expect(await addressRows(browser.address)).toHaveLength(0);
    expect((await signInMyConsents(browser, ola)).headers.location).toBe('/my-consents');
  });

  it("checks sign-ins fired at once only at the address's pace: each checked one a growing delay after the one before, the rest 429", async () => {
    const browser = browserAt();
    const answers = await Promise.all(Array.from({ length: 30 }, () => signInMyConsents(browser, newCustomerNumber())));
    const checked = answers.filter((answer) => answer.status === 303);
    const slowed = answers.filter((answer) => answer.status === 429);
    expect(checked.length + slowed.length).toBe(30);
    expect(checked.length).toBeGreaterThanOrEqual(clientSignInSlowdown.freeFailures);
    expect(slowed.length).toBeGreaterThan(0);
    for (const answer of slowed) expect(answer.html).toContain(`network address ${browser.address} have failed`);
    const rows = await addressRows(browser.address);
    expect(rows).toHaveLength(checked.length);
    rows.forEach((row, index) => {
      const previous = rows[index - 1];
      if (previous)
        expect(row.getTime() - previous.getTime()).toBeGreaterThanOrEqual(
          attemptDelayMilliseconds(clientSignInSlowdown, index),
        );
    });
  });
});

describe('SCA sign-in, per number (D19)', () => {
  /** Opens a new SCA link from `browser` and lands on the sign-in page. */
  async function startSca(browser: BrowserAtAddress, headers: Record<string, string> = {}): Promise<string> {
    const created = await tpp.client.request('POST', '/v1/bank-offered-consents', {
      headers: { 'TPP-Redirect-URI': 'https://tpp.example/cb', 'PSU-Context': 'PRIVATE', ...headers },
    });
    const { consentId } = created.body as { consentId: string };
    const signInPage = (await browser.get(new URL(scaRedirectOf(created)).pathname)).headers.location ?? '';
    expect(signInPage).toMatch(/^\/sca\/sign-in\?sca=[\w-]{22}$/);
    expect((await browser.get(signInPage)).status).toBe(200);
    return consentId;
  }
  /** Each sign-in comes after the seconds in which the same number again would be a double click's repeat (D29). */
  const signInForSca = async (browser: BrowserAtAddress, nationalIdentityNumber: string) => {
    await db.authorisation.updateMany({
      where: { tpp: { organizationIdentifier: tpp.organizationIdentifier }, triedNumberAt: { not: null } },
      data: { triedNumberAt: new Date(Date.now() - 11_000) },
    });
    return browser.post('/sca/actions/sign-in', { nationalIdentityNumber });
  };
  const flowOf = (consentId: string) =>
    db.authorisation.findFirstOrThrow({ where: { consentId }, select: { scaStatus: true, failedAttempts: true } });

  it('locks a number after 5 refusals, across SCA processes, clients and "My consents", without using up an SCA attempt; the lock ends after 15 minutes', async () => {
    const customer = await db.customer.findFirstOrThrow({
      where: { customerNumber: kari, tpp: { organizationIdentifier: tpp.organizationIdentifier } },
      select: { id: true, tppId: true },
    });
    const forKari = {
      'PSU-ID': await psuIdFor({ tppId: customer.tppId, customerId: customer.id }),
      'PSU-Accept-Language': 'nb',
    };

    // The TPP asked about Kari, so Ola's number is refused: three times in one process, twice in another.
    const first = browserAt();
    await startSca(first, forKari);
    for (let attempt = 1; attempt <= 2; attempt++)
      expect((await signInForSca(first, ola)).headers.location).toMatch(/^\/sca\/sign-in\?error=other-psu&typed=/);
    expect((await signInForSca(first, ola)).headers.location).toMatch(/^\/sca\/return\?sca=[\w-]{22}$/);
    const second = browserAt();
    const secondConsentId = await startSca(second, forKari);
    for (let attempt = 1; attempt <= 2; attempt++)
      expect((await signInForSca(second, ola)).headers.location).toMatch(/^\/sca\/sign-in\?error=other-psu&typed=/);

    const refused = await signInForSca(second, ola);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(refused.html).toContain(
      'For mange mislykkede innlogginger med dette nummeret. Av sikkerhetshensyn er innloggingen med det stengt en stund: prøv igjen om 15 minutter.',
    );
    expect(refused.html).not.toContain(second.address);
    expect(await flowOf(secondConsentId)).toEqual({ scaStatus: 'RECEIVED', failedAttempts: 2 });
    const page = await second.get(refreshTarget(refused));
    expect(alertText(page.html)).toBe(
      'Prøv igjen senere For mange mislykkede innlogginger med dette nummeret. Av sikkerhetshensyn er innloggingen med det stengt en stund: prøv igjen om 15 minutter.',
    );

    // Ola's own sign-in, from a client with no failures, is refused unchecked: on the SCA page and on "My consents".
    const third = browserAt();
    const thirdConsentId = await startSca(third);
    expect((await signInForSca(third, ola)).status).toBe(429);
    expect(await flowOf(thirdConsentId)).toEqual({ scaStatus: 'RECEIVED', failedAttempts: 0 });
    expect((await signInMyConsents(browserAt(), ola)).status).toBe(429);
    // Other numbers are not locked.
    expect((await signInMyConsents(browserAt(), kari)).headers.location).toBe('/my-consents');

    const { numberKey } = signInCounterKeys({
      clientAddress: third.address,
      customerNumber: ola,
      sandboxWorld: tpp.organizationIdentifier,
    });
    await age(numberKey ?? '', 15);
    expect((await signInForSca(third, ola)).headers.location).toMatch(/^\/sca\/consent\?sca=[\w-]{22}$/);
  });

  it("keeps the sandbox worlds apart: another TPP's customer with the same number is not locked (D4)", async () => {
    const browser = browserAt();
    for (let attempt = 1; attempt <= 5; attempt++) await signInMyConsents(browser, '18129215603');
    expect((await signInMyConsents(browser, '18129215603')).status).toBe(429);
    const other = await initializedTpp(inject('baseUrl'));
    const { cookie } = await signedInDeveloper({ linkedTo: other.organizationIdentifier });
    const elsewhere = await signInMyConsents(browserAt(), '18129215603', { cookie });
    expect(elsewhere.headers.location).toBe('/my-consents?error=unknown');
  });
});
