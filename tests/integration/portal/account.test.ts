import { afterAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { browserAt } from '@/tests/integration/support/browser-at-address';
import {
  latestMailLinks,
  newDeveloperEmail,
  passwordResetLinkOf,
  pathOf,
  refusedTo,
  signInAt,
  verifiedDeveloperAt,
} from '@/tests/integration/support/portal-account';
import { signedInDeveloper } from '@/tests/integration/support/portal-developer';
import { waitFor } from '@/tests/integration/support/wait-for';

// D27: portal accounts: sign-up with a verification mail, next-auth credentials sign-in into a database session,
// sign-out, password reset, throttling and CSRF, without ever telling which addresses have accounts.
const password = 'correct horse battery';

afterAll(async () => {
  await db.$disconnect();
});

const sessionCookieOf = (setCookie: string[] | undefined) =>
  (setCookie ?? []).find((cookie) => cookie.startsWith('next-auth.session-token='));

describe('sign-up and e-mail verification', () => {
  it('creates an account, mails a single-use verification link, and the link verifies the address once', async () => {
    const browser = browserAt();
    const email = newDeveloperEmail();
    const signUp = await browser.post('/portal/actions/sign-up', { email: email.toUpperCase(), password });
    expect([signUp.status, signUp.headers.location]).toEqual([303, '/portal/sign-up?mailed=1']);
    const developer = await db.developer.findUniqueOrThrow({ where: { email } });
    expect(developer.passwordHash).toMatch(/^\$argon2id\$/);
    expect(developer.emailVerifiedAt).toBeNull();
    const { links } = await latestMailLinks(email);
    expect(links[0]).toMatch(/\/portal\/verify-email\?token=[A-Za-z0-9_-]{43}$/);
    const verify = await browser.get(pathOf(links[0] ?? ''));
    expect(verify.headers.location).toBe('/portal/sign-in?verified=1');
    expect((await db.developer.findUniqueOrThrow({ where: { email } })).emailVerifiedAt).not.toBeNull();
    expect((await browser.get(pathOf(links[0] ?? ''))).headers.location).toBe('/portal/sign-in?verifyFailed=1');
    expect(await db.portalToken.count({ where: { developerId: developer.id } })).toBe(0);
  });

  it('keeps a sign-in\'s way back to "My consents" through sign-up, its refusals and the verification mail, and drops any other site', async () => {
    const browser = browserAt();
    const email = newDeveloperEmail();
    const back = 'callbackUrl=%2Fmy-consents';
    expect((await browser.get(`/portal/sign-in?${back}`)).html).toContain(`href="/portal/sign-up?${back}"`);
    const signUpPage = (await browser.get(`/portal/sign-up?${back}`)).html;
    expect(signUpPage).toMatch(/<input type="hidden" name="callbackUrl" value="\/my-consents"\/>/);
    expect(signUpPage).toContain(`href="/portal/sign-in?${back}"`);
    const refused =
      (await browser.post('/portal/actions/sign-up', { email, password: 'eleven char', callbackUrl: '/my-consents' }))
        .headers.location ?? '';
    expect(refused).toMatch(new RegExp(`^/portal/sign-up\\?error=too-short&typed=[A-Za-z0-9_-]+&${back}$`));
    expect(
      (await browser.post('/portal/actions/sign-up', { email, password, callbackUrl: '/my-consents' })).headers
        .location,
    ).toBe(`/portal/sign-up?mailed=1&${back}`);
    const { links } = await latestMailLinks(email);
    expect(links[0]).toMatch(new RegExp(`/portal/verify-email\\?token=[A-Za-z0-9_-]{43}&${back}$`));
    expect((await browser.get(pathOf(links[0] ?? ''))).headers.location).toBe(`/portal/sign-in?verified=1&${back}`);
    // Another site, or a path outside the portal and "My consents", is never carried: the sign-in goes to the dashboard.
    for (const elsewhere of ['https://evil.example/my-consents', '//evil.example', '/api/auth/signout']) {
      const other = newDeveloperEmail();
      expect((await browser.get(`/portal/sign-in?${new URLSearchParams({ callbackUrl: elsewhere })}`)).html).toContain(
        'href="/portal/sign-up"',
      );
      expect(
        (await browserAt().post('/portal/actions/sign-up', { email: other, password, callbackUrl: elsewhere })).headers
          .location,
      ).toBe('/portal/sign-up?mailed=1');
      expect((await latestMailLinks(other)).links[0]).toMatch(/\/portal\/verify-email\?token=[A-Za-z0-9_-]{43}$/);
    }
  });

  it('checks the password rules on the server: fewer than 12 characters is refused and nothing is created', async () => {
    const email = newDeveloperEmail();
    const browser = browserAt();
    const response = await browser.post('/portal/actions/sign-up', { email, password: 'eleven char' });
    expect(response.headers.location).toMatch(refusedTo('/portal/sign-up', 'too-short'));
    expect(await db.developer.count({ where: { email } })).toBe(0);
    // D27: the page shows the address as typed (sealed on its way through the URL), the password never.
    expect(response.headers.location).not.toContain(email.split('@')[0]);
    const page = (await browser.get(response.headers.location ?? '')).html;
    expect(/<input[^>]*id="email"[^>]*>/.exec(page)?.[0]).toContain(`value="${email}"`);
    expect(/<input[^>]*id="password"[^>]*>/.exec(page)?.[0]).toEqual(
      expect.stringMatching(
        /^(?!.*value=)(?=.*aria-invalid="true")(?=.*aria-describedby="password-hint password-error")/,
      ),
    );
    expect(page).not.toContain('eleven char');
    expect(
      (await browserAt().post('/portal/actions/sign-up', { email: 'not an address', password })).headers.location,
    ).toMatch(refusedTo('/portal/sign-up', 'email'));
  });

  it('answers a sign-up for an existing address exactly like a new one and mails the owner instead', async () => {
    const email = newDeveloperEmail();
    await browserAt().post('/portal/actions/sign-up', { email, password });
    const before = await db.developer.findUniqueOrThrow({ where: { email } });
    const again = await browserAt().post('/portal/actions/sign-up', { email, password: 'another password entirely' });
    expect([again.status, again.headers.location]).toEqual([303, '/portal/sign-up?mailed=1']);
    expect((await db.developer.findUniqueOrThrow({ where: { email } })).passwordHash).toBe(before.passwordHash);
    const mail = await latestMailLinks(email);
    expect(mail.subject).toBe('Your Nordbank developer portal account');
    expect(mail.links).toEqual([]);
  });
});

/** Counts `count` sign-ins (or sign-ups) of the address under `key`, the newest just now, as if they had come from it. */
async function countedAtAddress(key: string, count: number): Promise<void> {
  const now = Date.now();
  await db.rateLimitCounter.createMany({
    data: Array.from({ length: count }, (_, index) => ({
      key,
      windowStart: new Date(now - (count - 1 - index) * 10_000),
      count: 1,
    })),
  });
}

describe('sign-up throttle (D19: the e-mail counted, the address only slowed down)', () => {
  it("lets a new address sign up from a client with many sign-ups, and names the client's address when its wait is longer than held", async () => {
    const browser = browserAt();
    const key = `portal-sign-up:client:${browser.address}`;
    // 25 sign-ups from the address in the last minutes, the newest just now: the 26th is held (4 s at most), then created.
    await countedAtAddress(key, 25);
    const email = newDeveloperEmail();
    expect((await browser.post('/portal/actions/sign-up', { email, password })).headers.location).toBe(
      '/portal/sign-up?mailed=1',
    );
    expect(await db.developer.count({ where: { email } })).toBe(1);

    // 40 instead, the newest just now: the next must wait 32 seconds, and is refused before hashing, naming the address.
    await db.rateLimitCounter.deleteMany({ where: { key } });
    await countedAtAddress(key, 40);
    const slowedEmail = newDeveloperEmail();
    const slowed = await browser.post('/portal/actions/sign-up', { email: slowedEmail, password });
    expect(slowed.headers.location).toMatch(/^\/portal\/sign-up\?error=slowed&typed=[A-Za-z0-9_-]+&until=\d+$/);
    expect(await db.developer.count({ where: { email: slowedEmail } })).toBe(0);
    const page = (await browser.get(slowed.headers.location ?? '')).html;
    expect(page).toContain(
      `Many accounts were asked for from your network address ${browser.address} in the last hour, perhaps by other people on the same network.`,
    );
    expect(page).toMatch(/nothing was created: try again in \d+ seconds\./);
    expect(page).toContain(`value="${slowedEmail}"`);
    // Another client is not held back.
    expect((await browserAt().post('/portal/actions/sign-up', { email: slowedEmail, password })).headers.location).toBe(
      '/portal/sign-up?mailed=1',
    );
  });

  it('refuses the sixth sign-up for one e-mail within 15 minutes, from any client, before hashing', async () => {
    const email = newDeveloperEmail();
    for (let attempt = 1; attempt <= 3; attempt++)
      expect((await browserAt().post('/portal/actions/sign-up', { email, password })).headers.location).toBe(
        '/portal/sign-up?mailed=1',
      );
    // The fourth and fifth are received, but the address has had its 3 mails (D27), and the page says so.
    for (let attempt = 4; attempt <= 5; attempt++)
      expect((await browserAt().post('/portal/actions/sign-up', { email, password })).headers.location).toMatch(
        /^\/portal\/sign-up\?mailed=0&mail=throttled&until=\d+$/,
      );
    const browser = browserAt();
    const refused = await browser.post('/portal/actions/sign-up', { email, password });
    expect(refused.headers.location).toMatch(refusedTo('/portal/sign-up', 'throttled'));
    const page = (await browser.get(refused.headers.location ?? '')).html;
    expect(page).toContain(
      'Too many accounts were asked for with this e-mail address just now. Nothing was created; try again in 15 minutes.',
    );
    expect(page).not.toContain(browser.address);
  });
});

describe('sign-in and sign-out (next-auth credentials, database sessions)', () => {
  it('signs in into a PortalSession whose token is the cookie, opens the dashboard, and sign-out deletes the row', async () => {
    const browser = browserAt();
    const { email } = await verifiedDeveloperAt(browser);
    const developer = await db.developer.findUniqueOrThrow({ where: { email } });
    expect(await db.portalSession.count({ where: { developerId: developer.id } })).toBe(1);
    const dashboard = await browser.get('/portal');
    expect(dashboard.status).toBe(200);
    expect(dashboard.html).toContain(email);
    const { csrfToken } = JSON.parse((await browser.get('/api/auth/csrf')).html) as { csrfToken: string };
    await browser.post('/api/auth/signout', { csrfToken, json: 'true' });
    expect(await db.portalSession.count({ where: { developerId: developer.id } })).toBe(0);
    expect((await browser.get('/portal')).headers.location).toBe('/portal/sign-in?callbackUrl=%2Fportal');
  });

  it('sets the session cookie HttpOnly and SameSite=Lax, and stores only the hash of its token', async () => {
    const browser = browserAt();
    const email = newDeveloperEmail();
    await browser.post('/portal/actions/sign-up', { email, password });
    const signedIn = await signInAt(browser, email, password);
    const cookie = sessionCookieOf(signedIn.headers['set-cookie']) ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const token = /^next-auth\.session-token=([^;]+)/.exec(cookie)?.[1] ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await db.portalSession.count({ where: { tokenHash: token } })).toBe(0);
  });

  it('gives one answer for an unknown e-mail and a wrong password, and sets no session', async () => {
    const browser = browserAt();
    const { email } = await verifiedDeveloperAt(browser);
    const wrongPassword = await signInAt(browserAt(), email, 'not the password at all');
    const unknown = await signInAt(browserAt(), newDeveloperEmail(), 'not the password at all');
    expect([wrongPassword.status, wrongPassword.error]).toEqual([401, 'CredentialsSignin']);
    expect([unknown.status, unknown.error]).toEqual([wrongPassword.status, wrongPassword.error]);
    expect(sessionCookieOf(wrongPassword.headers['set-cookie'])).toBeUndefined();
  });

  it('refuses a credentials post without next-auth’s CSRF token', async () => {
    const browser = browserAt();
    const { email } = await verifiedDeveloperAt(browserAt());
    const response = await browser.post('/api/auth/callback/credentials', { email, password, json: 'true' });
    expect(sessionCookieOf(response.headers['set-cookie'])).toBeUndefined();
    expect(response.html).toContain('csrf=true');
  });

  it('sends a signed-out page visitor to sign-in with the page as callbackUrl, and a route caller gets 401', async () => {
    expect((await browserAt().get('/portal/certificates')).headers.location).toBe(
      '/portal/sign-in?callbackUrl=%2Fportal%2Fcertificates',
    );
    const route = await browserAt().postJson('/portal/actions/issue-certificate', {});
    expect([route.status, JSON.parse(route.html)]).toEqual([
      401,
      { tppMessages: [{ category: 'ERROR', code: 'TOKEN_INVALID', text: 'Sign in to the developer portal first.' }] },
    ]);
  });

  it('serves the portal pages with the PSU pages’ security headers: no framing, a nonce CSP, no caching', async () => {
    const page = await browserAt().get('/portal/sign-in');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(page.headers['cache-control']).toContain('no-store');
  });
});

describe('sign-in throttling (D19 design: the e-mail locked, the address only slowed down)', () => {
  it('throttles the sixth refused attempt on one e-mail within 15 minutes, even with the right password', async () => {
    const { email } = await verifiedDeveloperAt(browserAt());
    for (let attempt = 1; attempt <= 5; attempt++)
      expect((await signInAt(browserAt(), email, `wrong password ${attempt}`)).error).toBe('CredentialsSignin');
    const throttled = await signInAt(browserAt(), email, password);
    expect(throttled.error).toMatch(/^throttled:\d+$/);
    expect(Number(throttled.error?.split(':')[1])).toBeGreaterThan(800);
    expect(sessionCookieOf(throttled.headers['set-cookie'])).toBeUndefined();
  });

  it('signs in the right password after 25 refused attempts on other e-mails from its address; a longer wait is `slowed:`, never a lock', async () => {
    const browser = browserAt();
    const { email } = await verifiedDeveloperAt(browserAt());
    const key = `portal-sign-in:client:${browser.address}`;
    for (let attempt = 1; attempt <= 25; attempt++) {
      await db.$executeRaw`UPDATE "RateLimitCounter" SET "windowStart" = "windowStart" - interval '10 seconds' WHERE "key" = ${key}`;
      expect((await signInAt(browser, newDeveloperEmail(), 'wrong password here')).error).toBe('CredentialsSignin');
    }
    const signedIn = await signInAt(browser, email, password);
    expect(signedIn.error).toBeNull();
    expect(sessionCookieOf(signedIn.headers['set-cookie'])).toBeDefined();

    // 40 failures, the newest just now: the next waits 32 seconds and is answered unchecked, whatever the e-mail.
    await db.rateLimitCounter.deleteMany({ where: { key } });
    await countedAtAddress(key, 40);
    const slowed = await signInAt(browserAt(browser.address), email, password);
    expect(slowed.error).toMatch(/^slowed:\d+$/);
    expect(Number(slowed.error?.split(':')[1])).toBeGreaterThan(5);
    expect(sessionCookieOf(slowed.headers['set-cookie'])).toBeUndefined();
    // The sign-in page's form carries the text that names the address (the form shows it on `slowed:`).
    const page = (await browserAt(browser.address).get('/portal/sign-in')).html;
    expect(page).toContain(`Many sign-ins from your network address ${browser.address} have failed`);
  });
});

describe('password reset', () => {
  it('mails a reset link only to an existing account, answers the same for an unknown one, and the link sets a new password once', async () => {
    const browser = browserAt();
    const { email } = await verifiedDeveloperAt(browser);
    const unknown = newDeveloperEmail();
    expect((await browserAt().post('/portal/actions/forgot-password', { email: unknown })).headers.location).toBe(
      '/portal/forgot-password?mailed=1',
    );
    expect(await db.portalMail.count({ where: { to: unknown } })).toBe(0);
    expect((await browserAt().post('/portal/actions/forgot-password', { email })).headers.location).toBe(
      '/portal/forgot-password?mailed=1',
    );
    // The mail goes out after the answer, so that the answer takes as long for an unknown address.
    const { link, token } = await passwordResetLinkOf(email);
    expect((await browserAt().get(pathOf(link))).status).toBe(200);
    expect(
      (await browserAt().post('/portal/actions/reset-password', { token, password: 'too short' })).headers.location,
    ).toContain('error=too-short');
    const newPassword = 'a brand new long password';
    expect(
      (await browserAt().post('/portal/actions/reset-password', { token, password: newPassword })).headers.location,
    ).toBe('/portal/sign-in?reset=1');
    expect(
      (await browserAt().post('/portal/actions/reset-password', { token, password: 'yet another long password' }))
        .headers.location,
    ).toContain('error=link-invalid');
    // Every session of the account ended with the reset; the old password is gone, the new one works.
    expect((await browser.get('/portal')).status).toBe(307);
    expect((await signInAt(browserAt(), email, password)).error).toBe('CredentialsSignin');
    expect((await signInAt(browserAt(), email, newPassword)).error).toBeNull();
  });
});

describe('the forms that send mail (D27: per recipient limited, D19: the client address only slowed down)', () => {
  const resetSubject = 'Set a new password for the Nordbank developer portal';
  const verifySubject = 'Verify your e-mail for the Nordbank developer portal';
  const mailsTo = (to: string, subject?: string) => db.portalMail.count({ where: { to, ...(subject && { subject }) } });
  const tokenOf = (link: string | undefined) => new URL(link ?? '').searchParams.get('token') ?? '';
  const recipientRefusal =
    'No mail was sent: this e-mail address was sent 3 mails from the portal in the last 15 minutes, the most it sends to one address.';

  it('mails one address at most 3 reset links in 15 minutes, says so from the fourth, and an earlier link keeps working', async () => {
    // An account made without a mail, so that the reset mails are the address's only ones.
    const { email } = await signedInDeveloper();
    for (let request = 1; request <= 3; request++) {
      expect((await browserAt().post('/portal/actions/forgot-password', { email })).headers.location).toBe(
        '/portal/forgot-password?mailed=1',
      );
    }
    await waitFor(async () => ((await mailsTo(email, resetSubject)) >= 3 ? true : null));
    const first = await db.portalMail.findFirstOrThrow({
      where: { to: email, subject: resetSubject },
      orderBy: { createdAt: 'asc' },
      select: { links: true },
    });
    for (let request = 4; request <= 6; request++) {
      const browser = browserAt();
      const refused = await browser.post('/portal/actions/forgot-password', { email });
      expect(refused.headers.location).toMatch(/^\/portal\/forgot-password\?mail=throttled&until=\d+$/);
      const page = (await browser.get(refused.headers.location ?? '')).html;
      expect(page).toMatch(new RegExp(`${recipientRefusal} Try again in 1[45] minutes\\.`));
      expect(page).not.toContain(browser.address);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsTo(email, resetSubject)).toBe(3);
    // The later requests did not cancel the first link; using it ends the others.
    const newPassword = 'a brand new long password';
    expect(
      (
        await browserAt().post('/portal/actions/reset-password', {
          token: tokenOf(first.links[0]),
          password: newPassword,
        })
      ).headers.location,
    ).toBe('/portal/sign-in?reset=1');
    const { links } = await latestMailLinks(email);
    expect(
      (
        await browserAt().post('/portal/actions/reset-password', {
          token: tokenOf(links[0]),
          password: 'yet another long password',
        })
      ).headers.location,
    ).toContain('error=link-invalid');
  });

  it('mails an existing address about sign-ups and resent verifications within the same limit, says when it did not, and the first link still works', async () => {
    const browser = browserAt();
    const email = newDeveloperEmail();
    await browser.post('/portal/actions/sign-up', { email, password });
    const verification = await latestMailLinks(email);
    for (let request = 1; request <= 2; request++) {
      expect(
        (await browserAt().post('/portal/actions/sign-up', { email, password: 'another password entirely' })).headers
          .location,
      ).toBe('/portal/sign-up?mailed=1');
    }
    const refusedSignUp = await browserAt().post('/portal/actions/sign-up', {
      email,
      password: 'another password entirely',
    });
    // The answer for an existing address is a new one's: the sign-up is received, the mail refused for the recipient.
    expect(refusedSignUp.headers.location).toMatch(/^\/portal\/sign-up\?mailed=0&mail=throttled&until=\d+$/);
    const signUpPage = (await browserAt().get(refusedSignUp.headers.location ?? '')).html;
    expect(signUpPage).toContain(recipientRefusal);
    expect(signUpPage).toContain('If the address had no account, it has one now');
    expect(await signInAt(browser, email, password)).toMatchObject({ error: null });
    await browser.get('/portal');
    const resent = await browser.post('/portal/actions/resend-verification', {});
    expect(resent.headers.location).toMatch(/^\/portal\?resent=throttled&until=\d+$/);
    expect((await browser.get(resent.headers.location ?? '')).html).toContain(recipientRefusal);
    expect(await mailsTo(email)).toBe(3);
    expect((await browser.get(pathOf(verification.links[0] ?? ''))).headers.location).toBe(
      '/portal/sign-in?verified=1',
    );
  });

  it('still mails a new developer signing up after 20 mails from its address, where the old hard limit mailed nothing', async () => {
    const browser = browserAt();
    // Nine sign-ups (ten an hour from one address are never slowed down) and eleven resets: 20 mails from one address.
    for (let request = 1; request <= 9; request++) {
      expect(
        (await browser.post('/portal/actions/sign-up', { email: newDeveloperEmail(), password })).headers.location,
      ).toBe('/portal/sign-up?mailed=1');
    }
    for (let request = 1; request <= 11; request++) {
      expect(
        (await browser.post('/portal/actions/forgot-password', { email: newDeveloperEmail() })).headers.location,
      ).toBe('/portal/forgot-password?mailed=1');
    }
    await waitFor(async () =>
      (await db.rateLimitCounter.count({ where: { key: `portal-mail:client:${browser.address}` } })) === 20
        ? true
        : null,
    );
    const email = newDeveloperEmail();
    expect((await browser.post('/portal/actions/sign-up', { email, password })).headers.location).toBe(
      '/portal/sign-up?mailed=1',
    );
    expect(await mailsTo(email, verifySubject)).toBe(1);
  });

  it('slows an address with many mails down, and a sign-up from it is made and told that no mail went, naming the address', async () => {
    const browser = browserAt();
    const key = `portal-mail:client:${browser.address}`;
    // 25 mails from the address, the newest just now: the next is held (4 s at most), then sent.
    await countedAtAddress(key, 25);
    const held = newDeveloperEmail();
    expect((await browser.post('/portal/actions/sign-up', { email: held, password })).headers.location).toBe(
      '/portal/sign-up?mailed=1',
    );
    expect(await mailsTo(held, verifySubject)).toBe(1);

    // 40 instead, the newest just now: the next mail must wait 32 seconds; the account is made all the same.
    await db.rateLimitCounter.deleteMany({ where: { key } });
    await countedAtAddress(key, 40);
    const email = newDeveloperEmail();
    const slowed = await browser.post('/portal/actions/sign-up', { email, password });
    expect(slowed.headers.location).toMatch(/^\/portal\/sign-up\?mailed=0&mail=slowed&until=\d+$/);
    expect(await db.developer.count({ where: { email } })).toBe(1);
    expect(await mailsTo(email)).toBe(0);
    const page = (await browser.get(slowed.headers.location ?? '')).html;
    expect(page).toContain(
      `No mail was sent: many mails were asked for from your network address ${browser.address} in the last hour, perhaps by other people on the same network.`,
    );
    expect(page).toMatch(/Mails from this address are slowed down: try again in \d+ seconds\./);
    expect(page).toContain('sign in and choose &quot;Send the link again&quot; on the dashboard');
    const forgot = await browser.post('/portal/actions/forgot-password', { email });
    expect(forgot.headers.location).toMatch(/^\/portal\/forgot-password\?mail=slowed&until=\d+$/);
    expect((await browser.get(forgot.headers.location ?? '')).html).toContain(
      `from your network address ${browser.address}`,
    );
    // Another client is not held back, and the new developer gets the link from "Send the link again".
    const elsewhere = browserAt();
    expect(await signInAt(elsewhere, email, password)).toMatchObject({ error: null });
    await elsewhere.get('/portal');
    expect((await elsewhere.post('/portal/actions/resend-verification', {})).headers.location).toBe('/portal?resent=1');
    expect(await mailsTo(email, verifySubject)).toBe(1);
  });
});

describe('CSRF on the portal’s own forms', () => {
  it('refuses a sign-up posted from another site (Origin, Sec-Fetch-Site)', async () => {
    const email = newDeveloperEmail();
    expect(
      (await browserAt().post('/portal/actions/sign-up', { email, password }, { origin: 'https://evil.example' }))
        .headers.location,
    ).toBe('/portal/sign-up?error=forbidden');
    expect(
      (await browserAt().post('/portal/actions/sign-up', { email, password }, { 'sec-fetch-site': 'cross-site' }))
        .headers.location,
    ).toBe('/portal/sign-up?error=forbidden');
    expect(await db.developer.count({ where: { email } })).toBe(0);
  });

  it('refuses a signed-in form without the session’s CSRF token', async () => {
    const browser = browserAt();
    await verifiedDeveloperAt(browser);
    const response = await browser.post('/portal/actions/resend-verification', { csrfToken: 'forged' });
    expect(response.headers.location).toBe('/portal');
  });
});

describe('the sandbox outbox', () => {
  it('lists the mails with their links for a browser on this machine', async () => {
    const email = newDeveloperEmail();
    await browserAt().post('/portal/actions/sign-up', { email, password });
    const outbox = await browserAt().get('/portal/outbox');
    expect(outbox.status).toBe(200);
    expect(outbox.html).toContain(email);
    expect(outbox.html).toMatch(/href="http[^"]+\/portal\/verify-email\?token=/);
  });
});
